import { createHash } from 'node:crypto';
import { AUTH_CODE_SECONDS, type AuthorizeQuery, type OAuthScope } from '@academy/contract';
import type { Queryable } from '../../../db/index.ts';
import { randomToken, safeEqual, sha256 } from '../../../auth/crypto.ts';
import type { CheckedRequest } from './clients.ts';

/** The registered redirect URI with the answer's parameters (RFC 6749 §4.1.2 and §4.1.2.1). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export async function hasConsent(db: Queryable, userId: string, clientId: string, scopes: OAuthScope[]): Promise<boolean> {
  const [row] = await db.query<{ scopes: string[] }>('select scopes from oauth_consents where user_id = $1 and client_id = $2', [userId, clientId]);
  return Boolean(row && scopes.every((scope) => row.scopes.includes(scope)));
}

/** Remembers Allow; what was allowed before stays allowed (the union). */
export async function rememberConsent(db: Queryable, userId: string, clientId: string, scopes: OAuthScope[]) {
  await db.query(
    `insert into oauth_consents (user_id, client_id, scopes) values ($1, $2, $3)
     on conflict (user_id, client_id) do update set scopes = array(select distinct unnest(oauth_consents.scopes || excluded.scopes)), granted_at = now()`,
    [userId, clientId, scopes],
  );
}

/** A new code for this request: stored as its hash with the PKCE challenge, valid AUTH_CODE_SECONDS, used once. */
export async function issueCode(db: Queryable, userId: string, checked: CheckedRequest, query: AuthorizeQuery): Promise<string> {
  const code = randomToken(32);
  await db.query(
    `insert into auth_codes (code_hash, user_id, client_id, redirect_uri, school_id, scope, code_challenge, code_challenge_method, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'S256', now() + make_interval(secs => $8))`,
    [sha256(code), userId, checked.client.clientId, checked.redirectUri, checked.client.schoolId, checked.scopes.join(' '), query.code_challenge, AUTH_CODE_SECONDS],
  );
  return code;
}

/** RFC 7636 §4.6: BASE64URL(SHA-256(ASCII(code_verifier))) must equal the stored challenge. */
export const pkceMatches = (verifier: string, challenge: string) => safeEqual(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);

export type StoredCode = { codeHash: string; userId: string; clientId: string; redirectUri: string; scope: string; challenge: string; used: boolean; expired: boolean };

/** The code's row, locked for the exchange. */
export async function lockCode(tx: Queryable, code: string): Promise<StoredCode | null> {
  const [row] = await tx.query<{ code_hash: string; user_id: string; client_id: string; redirect_uri: string; scope: string; code_challenge: string; used: boolean; expired: boolean }>(
    `select code_hash, user_id, client_id, redirect_uri, scope, code_challenge, used_at is not null as used, expires_at <= now() as expired
       from auth_codes where code_hash = $1 for update`,
    [sha256(code)],
  );
  return row ? { codeHash: row.code_hash, userId: row.user_id, clientId: row.client_id, redirectUri: row.redirect_uri, scope: row.scope, challenge: row.code_challenge, used: row.used, expired: row.expired } : null;
}

export const spendCode = (tx: Queryable, codeHash: string) => tx.query('update auth_codes set used_at = now() where code_hash = $1', [codeHash]);
