import type { Context } from 'hono';
import type { Queryable } from '../../../db/index.ts';
import type { AppEnv } from '../../../http/context.ts';
import { unauthorized } from '../../../http/errors.ts';
import { randomToken, sha256 } from '../../../auth/crypto.ts';

/**
 * A client app's access token is opaque and stored hashed, not our signed session token: a session token would open
 * the whole API as the person, while this one opens only userinfo, within the scopes granted, and can be revoked
 * (a replayed code revokes it) — checked against the table on every use.
 */
export const CLIENT_TOKEN_SECONDS = 600;

export async function issueAccessToken(tx: Queryable, grant: { codeHash: string; clientId: string; userId: string; scope: string }): Promise<string> {
  const token = `oat1.${randomToken(32)}`;
  await tx.query(
    `insert into oauth_access_tokens (token_hash, code_hash, client_id, user_id, scope, expires_at) values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [sha256(token), grant.codeHash, grant.clientId, grant.userId, grant.scope, CLIENT_TOKEN_SECONDS],
  );
  return token;
}

/** RFC 6749 §4.1.2: a code presented again revokes the tokens it already bought. */
export const revokeTokensOfCode = (tx: Queryable, codeHash: string) =>
  tx.query('update oauth_access_tokens set revoked_at = now() where code_hash = $1 and revoked_at is null', [codeHash]);

/** The live grant behind the request's bearer token, or 401 (in English: a client app's server reads it, not a person). */
export async function bearerGrant(c: Context<AppEnv>, db: Queryable): Promise<{ userId: string; scopes: string[] }> {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized('Send the access token as a Bearer token.');
  const [row] = await db.query<{ user_id: string; scope: string }>(
    'select user_id, scope from oauth_access_tokens where token_hash = $1 and revoked_at is null and expires_at > now()',
    [sha256(token)],
  );
  if (!row) throw unauthorized('The access token is unknown, expired or revoked.');
  return { userId: row.user_id, scopes: row.scope.split(' ') };
}
