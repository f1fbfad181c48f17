import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

/** Demo only (absent when NODE_ENV=production): the codes the server "sent", newest first. */
export function devRoutes(app: Hono<AppEnv>) {
  app.get('/api/dev/outbox', async (c) => {
    // The newest 50, or up to 1,000 with ?limit= (the end-to-end run checks its log against every code it sent).
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 50, 1), 1000);
    const rows = await c.get('services').db.query<{ recipient: string; code: string; sent_at: Date }>('select recipient, code, sent_at from outbox order by id desc limit $1', [limit]);
    return c.json(rows.map((row) => ({ to: row.recipient, code: row.code, sentAt: new Date(row.sent_at).toISOString() })));
  });

  // The end-to-end run signs in a hundred times an hour from one address, which the lockout rightly answers with
  // the image check (auth/lockout.ts), and signs the same demo people in more often than their numbers may be sent
  // codes; a test forgets the counters before it asks for a code, as a new visitor would come with none, and the
  // codes already sent are dated a day back, out of every recipient window (their order, and expiry, stay). The
  // server tests do the same in their harness.
  app.delete('/api/dev/signin-attempts', async (c) => {
    const { db } = c.get('services');
    await db.query('delete from signin_attempts');
    await db.query("update verification_codes set created_at = created_at - interval '1 day' where created_at > now() - interval '1 day'");
    return c.json({ code: 200, message: 'OK', data: { forgotten: true } });
  });
}
