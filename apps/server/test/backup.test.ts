// @postgres-pass: pg_dump and restore exist only for a server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dump, fingerprints, restore } from '../../../scripts/production/dumps.mjs';
import { createServer, type Server } from '../src/server.ts';
import { browser, signIn, startTestServer } from './harness.ts';
import { DEMO } from '../src/seed/seed.ts';

/** The same database server, another database. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(sql: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The README's backup procedure (npm run prod:backup / prod:restore use the same dump and restore): a seeded
// database with live sessions and a user's write, dumped in custom format and restored into a fresh database.
describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore (pg_dump / pg_restore)', () => {
  let server: Server;
  let restoredServer: Server | undefined;
  let original: string;
  let restoredName: string;
  const folder = mkdtempSync(join(tmpdir(), 'academy-backup-'));

  beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.db.query<{ name: string }>('select current_database() as name');
    const name = row!.name;
    original = withDatabase(process.env.TEST_DATABASE_URL!, name);
    restoredName = `${name}_restored`;
  });
  afterAll(async () => {
    await restoredServer?.db.close();
    await server?.db.close();
    if (restoredName) await admin(`drop database if exists ${restoredName} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores every table row for row, and a signed-in user stays signed in on the restored database', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const sent = await learner.request('POST', '/api/school/feedback/addFeedback', {
      json: { feedbackType: 1, feedbackContent: 'Written before the backup', allowContact: 0, tenantId: DEMO.mainland, clientType: '1' },
    });
    expect(sent.status).toBe(200);

    const file = join(folder, 'academy.dump');
    expect(dump(original, file)).toBeGreaterThan(0);
    await admin(`create database ${restoredName}`);
    restore(file, withDatabase(process.env.TEST_DATABASE_URL!, restoredName));

    const before = await fingerprints(original);
    const after = await fingerprints(withDatabase(process.env.TEST_DATABASE_URL!, restoredName));
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before.feedback!.rows).toBe(1);
    expect(after).toEqual(before);

    // An instance pointed at the restored database is ready (migrations current) and knows the session.
    restoredServer = await createServer({ ...server.services.config, databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, restoredName) });
    expect((await restoredServer.app.request('http://localhost/readyz')).status).toBe(200);
    const sameCookies = browser(restoredServer);
    for (const [key, value] of learner.jar) sameCookies.jar.set(key, value);
    const me = await sameCookies.get('/api/accounts/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.userId).toBe(DEMO.learner.id);
  });
});
