import type { Queryable } from '../db/index.ts';
import type { Services } from '../http/context.ts';
import { hmac, randomId, safeEqual, sha256 } from './crypto.ts';

/** Access tokens: short-lived, signed (HMAC-SHA256), naming the user and the session they belong to. */
export function signAccessToken(secret: string, userId: string, sessionId: string, seconds: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url');
  return `v1.${payload}.${hmac(secret, payload)}`;
}

export function verifyAccessToken(secret: string, token: string): { userId: string; sessionId: string } | null {
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || !signature || !safeEqual(signature, hmac(secret, payload))) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown; exp?: unknown };
    if (typeof data.sub !== 'string' || typeof data.sid !== 'string' || typeof data.exp !== 'number') return null;
    if (data.exp * 1000 < Date.now()) return null;
    return { userId: data.sub, sessionId: data.sid };
  } catch {
    return null;
  }
}

/**
 * A refresh token's successor is derived from it (HMAC), so concurrent refreshes with the same token inside the
 * grace window all receive the same new pair instead of tripping reuse detection (10 parallel tabs, one session).
 */
const successorOf = (secret: string, token: string) => `r1.${hmac(secret, `successor:${token}`)}`;
const REUSE_GRACE_SECONDS = 30;

export type TokenPair = { accessToken: string; refreshToken: string; userId: string; expiresIn: number };

/** How a session began (spec §4 login method), kept server-side for sign-out. The code sign-in is method 1. */
export type SessionOrigin = { loginMethod: number; providerId: string | null; idToken: string | null };
const CODE_SIGN_IN: SessionOrigin = { loginMethod: 1, providerId: null, idToken: null };

/** A new sign-in: a session (the refresh-token family) and its first pair. */
export async function startSession(tx: Queryable, services: Services, userId: string, origin: SessionOrigin = CODE_SIGN_IN): Promise<TokenPair> {
  const sessionId = randomId();
  const refreshToken = `r1.${hmac(services.secret, `${sessionId}:${randomId()}`)}`;
  await tx.query('insert into sessions (id, user_id, login_method, provider_id, id_token) values ($1, $2, $3, $4, $5)', [sessionId, userId, origin.loginMethod, origin.providerId, origin.idToken]);
  await storeRefresh(tx, services, refreshToken, sessionId, userId);
  return pair(services, userId, sessionId, refreshToken);
}

async function storeRefresh(tx: Queryable, services: Services, token: string, familyId: string, userId: string) {
  await tx.query(
    `insert into refresh_tokens (token_hash, family_id, user_id, expires_at) values ($1, $2, $3, now() + make_interval(days => $4))
     on conflict (token_hash) do nothing`,
    [sha256(token), familyId, userId, services.config.refreshTokenDays],
  );
}

function pair(services: Services, userId: string, sessionId: string, refreshToken: string): TokenPair {
  const expiresIn = services.config.accessTokenSeconds;
  return { accessToken: signAccessToken(services.secret, userId, sessionId, expiresIn), refreshToken, userId, expiresIn };
}

export type RefreshOutcome = { ok: true; pair: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotation with reuse detection: a refresh token works once. Using it again after the grace window (a stolen
 * copy, most likely) revokes its whole family, signing out every holder.
 */
export async function rotateRefreshToken(services: Services, token: string): Promise<RefreshOutcome> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.query<{ family_id: string; user_id: string; expired: boolean; revoked_at: string | null; rotated_at: string | null; in_grace: boolean }>(
      `select family_id, user_id, expires_at < now() as expired, revoked_at, rotated_at,
              rotated_at > now() - make_interval(secs => $2) as in_grace
         from refresh_tokens where token_hash = $1 for update`,
      [sha256(token), REUSE_GRACE_SECONDS],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked_at) return { ok: false, reason: 'revoked' } as const;
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    const successor = successorOf(services.secret, token);
    if (row.rotated_at && !row.in_grace) {
      await tx.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [row.family_id]);
      await tx.query('update sessions set revoked_at = now() where id = $1', [row.family_id]);
      return { ok: false, reason: 'reused' } as const;
    }
    if (!row.rotated_at) {
      await tx.query('update refresh_tokens set rotated_at = now() where token_hash = $1', [sha256(token)]);
      await storeRefresh(tx, services, successor, row.family_id, row.user_id);
    }
    return { ok: true, pair: pair(services, row.user_id, row.family_id, successor) } as const;
  });
}

/** Sign-out: the session and every refresh token of its family stop working at once. */
export async function revokeSession(db: Queryable, sessionId: string) {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
  await db.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [sessionId]);
}

export async function revokeByRefreshToken(db: Queryable, token: string) {
  const [row] = await db.query<{ family_id: string }>('select family_id from refresh_tokens where token_hash = $1', [sha256(token)]);
  if (row) await revokeSession(db, row.family_id);
}
