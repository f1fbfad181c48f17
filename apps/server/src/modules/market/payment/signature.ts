import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the payment provider and we sign what we send each other: HMAC-SHA256 (hex) over `${timestamp}.${body}` with
 * the shared secret; the timestamp (Unix seconds) is in its own header so a captured message cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
/** A notification older (or further ahead) than this is refused as a replay. */
export const MAX_AGE_SECONDS = 300;

export const signBody = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body) };
}

export type SignatureProblem = 'missing' | 'bad' | 'stale';

/** null when the signature is right and fresh, else what is wrong with it. */
export function checkSignature(secret: string, body: string, timestamp: string | undefined, signature: string | undefined, now = Date.now()): SignatureProblem | null {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'missing';
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad';
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return 'stale';
  return null;
}
