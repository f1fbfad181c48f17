import type { Services } from '../http/context.ts';
import { ApiError, tooMany } from '../http/errors.ts';
import { count, hit } from '../http/rateLimit.ts';
import { hmac, sixDigitCode } from './crypto.ts';
import type { Channel } from './delivery.ts';

export const RESEND_AFTER_SECONDS = 60;
const MAX_FAILED_PER_CODE = 5;
/** Failed sign-ins per account in 15 minutes before the image check is asked for, and before we refuse. */
export const CAPTCHA_AFTER_FAILURES = 3;
const LOCK_AFTER_FAILURES = 10;
const FAILURE_WINDOW = 15 * 60;

/** Sends a single-use, expiring code; limited per recipient (1/min, 10/hour) and per client address (30/hour). */
export async function sendCode(services: Services, channel: Channel, recipient: string, clientIp: string) {
  const { db } = services;
  await hit(db, `code:${recipient}:minute`, 1, RESEND_AFTER_SECONDS, 'Please wait a minute before asking for another code.');
  await hit(db, `code:${recipient}:hour`, 10, 3600, 'Too many codes for this account in an hour. Try again later.');
  await hit(db, `code-ip:${clientIp}`, 30, 3600, 'Too many codes from this address. Try again later.');
  const code = sixDigitCode();
  await db.query(`insert into verification_codes (channel, target, code_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`, [
    channel,
    recipient,
    hmac(services.secret, `${recipient}:${code}`),
    services.config.codeSeconds,
  ]);
  await services.sender.send(channel, recipient, code);
  return { expiresIn: services.config.codeSeconds, resendAfter: RESEND_AFTER_SECONDS };
}

export const failureKey = (recipient: string) => `signin-fail:${recipient}`;

export async function captchaRequired(services: Services, recipient: string): Promise<boolean> {
  return (await count(services.db, failureKey(recipient), FAILURE_WINDOW)) >= CAPTCHA_AFTER_FAILURES;
}

/** Checks and consumes the newest code: it works once, before it expires, within 5 wrong guesses. */
export async function consumeCode(services: Services, recipient: string, code: string): Promise<void> {
  const { db } = services;
  if ((await count(db, failureKey(recipient), FAILURE_WINDOW)) >= LOCK_AFTER_FAILURES) throw tooMany('Too many wrong codes. Try again in 15 minutes.');
  const matched = await db.transaction(async (tx) => {
    const [latest] = await tx.query<{ id: number; code_hash: string; live: boolean; used_at: string | null; failed_attempts: number }>(
      `select id, code_hash, expires_at > now() as live, used_at, failed_attempts from verification_codes
        where target = $1 order by created_at desc, id desc limit 1 for update`,
      [recipient],
    );
    if (!latest || !latest.live || latest.used_at || latest.failed_attempts >= MAX_FAILED_PER_CODE) return 'expired';
    if (latest.code_hash !== hmac(services.secret, `${recipient}:${code}`)) {
      await tx.query('update verification_codes set failed_attempts = failed_attempts + 1 where id = $1', [latest.id]);
      return 'wrong';
    }
    await tx.query('update verification_codes set used_at = now() where id = $1', [latest.id]);
    return 'ok';
  });
  if (matched === 'ok') return;
  await hit(db, failureKey(recipient), Number.MAX_SAFE_INTEGER, FAILURE_WINDOW, '');
  throw new ApiError(400, matched === 'expired' ? 'The code has expired or was already used. Ask for a new one.' : 'The code is not right. Check it and try again.');
}
