import type { Context } from 'hono';
import type { Queryable } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { randomToken, sha256 } from '../../auth/crypto.ts';
import { bindBrowser, browserOf } from './browserBinding.ts';

/** What a provider verified about a person: the subject is the key; e-mail and name are only shown, never matched. */
export type OutsideIdentity = { providerId: string; subject: string; email?: string | null; displayName?: string | null; idToken?: string | null };

/** The account this outside identity is bound to (its last sign-in noted), or null when it is new to us. */
export async function boundUser(db: Queryable, identity: OutsideIdentity): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `update external_identities set last_login_at = now(), email = coalesce($3, email), display_name = coalesce($4, display_name)
      where provider_id = $1 and subject = $2 returning user_id`,
    [identity.providerId, identity.subject, identity.email ?? null, identity.displayName ?? null],
  );
  return row?.user_id ?? null;
}

/** A pending bind lasts fifteen minutes: long enough to receive and type a code. */
const BIND_SECONDS = 900;

/**
 * Parks a verified identity that is not bound yet. Its token goes to the bind-account page; it works once, only in
 * this browser, and the account is chosen there by proving it with a fresh code.
 */
export async function parkIdentity(c: Context, services: Services, identity: OutsideIdentity, returnPath: string): Promise<string> {
  const token = randomToken(24);
  await services.db.query(
    `insert into pending_binds (token_hash, provider_id, subject, email, display_name, id_token, browser_hash, return_path, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [sha256(token), identity.providerId, identity.subject, identity.email ?? null, identity.displayName ?? null, identity.idToken ?? null, bindBrowser(c), returnPath, BIND_SECONDS],
  );
  return token;
}

export type PendingBind = OutsideIdentity & { returnPath: string };

const refusals = defineMessages({
  pendingGone: { id: 'server.identity.bind.pendingGone', defaultMessage: 'This sign-in is no longer waiting: it expired, was finished, or was started in another browser. Sign in again.' },
});

/** Reads a pending bind without spending it (the bind-account page shows what is being bound). */
export async function readPendingBind(c: Context, db: Queryable, token: string): Promise<PendingBind> {
  const [row] = await db.query<{ provider_id: string; subject: string; email: string | null; display_name: string | null; id_token: string | null; browser_hash: string; return_path: string }>(
    'select provider_id, subject, email, display_name, id_token, browser_hash, return_path from pending_binds where token_hash = $1 and used_at is null and expires_at > now()',
    [sha256(token)],
  );
  if (!row || row.browser_hash !== browserOf(c)) throw new ApiError(400, refusals.pendingGone);
  return { providerId: row.provider_id, subject: row.subject, email: row.email, displayName: row.display_name, idToken: row.id_token, returnPath: row.return_path };
}

/** Spends a pending bind inside the transaction that binds it; a second use (or another browser) is refused. */
export async function spendPendingBind(c: Context, tx: Queryable, token: string): Promise<PendingBind> {
  const pending = await readPendingBind(c, tx, token);
  const spent = await tx.query('update pending_binds set used_at = now() where token_hash = $1 and used_at is null returning 1', [sha256(token)]);
  if (spent.length === 0) throw new ApiError(400, refusals.pendingGone);
  return pending;
}

/** Binds (or moves) an outside identity to an account. Only called after the account was proved with a fresh code. */
export async function bindIdentity(tx: Queryable, identity: OutsideIdentity, userId: string): Promise<void> {
  await tx.query(
    `insert into external_identities (provider_id, subject, user_id, email, display_name) values ($1, $2, $3, $4, $5)
     on conflict (provider_id, subject) do update set user_id = excluded.user_id, email = excluded.email, display_name = excluded.display_name, last_login_at = now()`,
    [identity.providerId, identity.subject, userId, identity.email ?? null, identity.displayName ?? null],
  );
}
