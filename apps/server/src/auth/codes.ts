import type { Context } from 'hono';
import { CODE_REFUSED } from '@academy/contract';
import type { AppEnv, Services } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { defineMessages } from '../http/words.ts';
import { hmac, sixDigitCode } from './crypto.ts';
import type { Channel } from './delivery.ts';
import { admitAttempt, admitRecipient, clientOf, forgetBrowser, imageCheckRequired, recordAttempt, RESEND_AFTER_SECONDS, type Action } from './lockout.ts';

export { RESEND_AFTER_SECONDS };
/** A code dies after this many wrong guesses, whoever made them. */
const MAX_FAILED_PER_CODE = 5;

/**
 * Sends a single-use, expiring code, tied to the browser that asked for it. Limited per recipient, whoever asks (a
 * few codes per window: nobody can make the server flood a number), and per (recipient, client) — a wait between
 * codes, then the image check, then longer waits — so nobody can use up someone else's codes (lockout.ts).
 */
export async function sendCode(c: Context<AppEnv>, services: Services, channel: Channel, recipient: string) {
  const { db } = services;
  const client = clientOf(c);
  // The recipient first: a refusal for a full window must not spend the client's solved image check.
  await admitRecipient(c, db, recipient);
  await admitAttempt(c, services, 'send', recipient, client);
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    // One request per recipient at a time: two at once cannot both take the window's last place.
    await tx.query("select pg_advisory_xact_lock(hashtext('code-recipient:' || $1))", [recipient]);
    await admitRecipient(c, tx, recipient);
    await tx.query(`insert into verification_codes (channel, target, code_hash, browser_hash, expires_at) values ($1, $2, $3, $4, now() + make_interval(secs => $5))`, [
      channel,
      recipient,
      hmac(services.secret, `${recipient}:${code}`),
      client.browser,
      services.config.codeSeconds,
    ]);
  });
  await recordAttempt(db, 'send', recipient, client);
  await services.sender.send(channel, recipient, code);
  return { expiresIn: services.config.codeSeconds, resendAfter: RESEND_AFTER_SECONDS };
}

/** Whether this client must pass the image check before its next attempt (GET …/code/imagevalid). */
export function captchaRequired(c: Context<AppEnv>, services: Services, recipient: string, action: Action = 'verify'): Promise<boolean> {
  return imageCheckRequired(services, action, recipient, clientOf(c));
}

/**
 * Checks and consumes the newest code this browser asked for: it works once, before it expires, within 5 wrong
 * guesses. Wrong codes count against this client only (lockout.ts); a right one forgets this browser's failures.
 */
export async function verifyCode(c: Context<AppEnv>, services: Services, recipient: string, code: string): Promise<void> {
  const client = clientOf(c);
  await admitAttempt(c, services, 'verify', recipient, client);
  const matched = await matchCode(services, recipient, code, client.browser);
  if (matched === 'ok') {
    await forgetBrowser(services.db, recipient, client);
    return;
  }
  await recordAttempt(services.db, 'verify', recipient, client);
  throw codeRefused(matched);
}

/**
 * The code check without the per-client limits, for callers that have no request (none today). Prefer verifyCode:
 * it also counts wrong codes against the client and asks for the image check.
 */
export async function consumeCode(services: Services, recipient: string, code: string, browser?: string): Promise<void> {
  const matched = await matchCode(services, recipient, code, browser);
  if (matched !== 'ok') throw codeRefused(matched);
}

/** The reason travels in `details` too, so the sign-in can say it in the reader's language. */
const refusals = defineMessages({
  expired: { id: 'server.auth.codeExpired', defaultMessage: 'The code has expired or was already used. Ask for a new one.' },
  wrong: { id: 'server.auth.codeWrong', defaultMessage: 'The code is not right. Check it and try again.' },
});
const codeRefused = (matched: 'expired' | 'wrong') => new ApiError(400, refusals[matched], [{ path: CODE_REFUSED, message: matched }]);

async function matchCode(services: Services, recipient: string, code: string, browser: string | undefined): Promise<'ok' | 'expired' | 'wrong'> {
  return services.db.transaction(async (tx) => {
    // Only this browser's codes: guesses from elsewhere can neither find nor burn the code the user is typing.
    const [latest] = await tx.query<{ id: number; code_hash: string; live: boolean; used_at: string | null; failed_attempts: number }>(
      `select id, code_hash, expires_at > now() as live, used_at, failed_attempts from verification_codes
        where target = $1 and ($2::text is null or browser_hash = $2) order by created_at desc, id desc limit 1 for update`,
      [recipient, browser ?? null],
    );
    if (!latest || !latest.live || latest.used_at || latest.failed_attempts >= MAX_FAILED_PER_CODE) return 'expired';
    if (latest.code_hash !== hmac(services.secret, `${recipient}:${code}`)) {
      await tx.query('update verification_codes set failed_attempts = failed_attempts + 1 where id = $1', [latest.id]);
      return 'wrong';
    }
    await tx.query('update verification_codes set used_at = now() where id = $1', [latest.id]);
    return 'ok';
  });
}
