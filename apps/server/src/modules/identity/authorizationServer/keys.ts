import { generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/index.ts';
import { openSecret, sealSecret } from '../secretBox.ts';

const SIGNING_KEY = 'oidc.signing_key';

export type PrivateJwk = Record<string, unknown> & { kid: string; alg: string; use: 'sig' };

/**
 * The ID-token signing key (RS256), made once and kept in `settings`, sealed under the server secret: every instance
 * and every restart signs with the same key, so ID tokens and the JWKS clients cached stay valid. Two instances
 * starting together both try to store theirs; the first one stored wins and both use it.
 */
export async function signingKey(db: Queryable, serverSecret: string): Promise<PrivateJwk> {
  const [stored] = await db.query<{ value: string }>('select value from settings where key = $1', [SIGNING_KEY]);
  if (stored) return JSON.parse(openSecret(serverSecret, stored.value)) as PrivateJwk;
  const jwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' as const };
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [SIGNING_KEY, sealSecret(serverSecret, JSON.stringify(jwk))]);
  const [kept] = await db.query<{ value: string }>('select value from settings where key = $1', [SIGNING_KEY]);
  return JSON.parse(openSecret(serverSecret, kept!.value)) as PrivateJwk;
}

/** The provider's cookie-signing key, derived from the server secret: the same on every instance, nothing stored. */
export const cookieKey = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'academy-portal', 'oidc-provider-cookies', 32)).toString('base64url');
