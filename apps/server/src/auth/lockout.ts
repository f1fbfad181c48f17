import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { IMAGE_CHECK_REQUIRED, RETRY_AFTER } from '@academy/contract';
import type { AppEnv, Services } from '../http/context.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { defineMessages, say, type Words } from '../http/words.ts';
import { clientIp } from '../http/clientIp.ts';
import { bindBrowser } from '../modules/identity/browserBinding.ts';

/**
 * Wrong codes and code requests are counted per account AND client (issue 20), never per account alone: a lock for
 * everyone would let anyone keep a learner out by typing wrong codes. A client that keeps failing first has to pass
 * the image check for each further attempt, then is slowed down exponentially; the rightful user on another browser,
 * with a fresh code (codes are checked only in the browser that asked for them), still gets in at once.
 *
 * Scopes, each with its own thresholds:
 * - browser: the login_browser cookie. The client as the user knows it.
 * - address: the client address (clientIp). Catches one machine that throws its cookie away before every guess;
 *   higher thresholds, because a school's network puts many learners behind one address.
 *
 * There is no scope across every client (issue 32): strangers' addresses could put the image check in front of the
 * owner. What bounds a distributed attack instead is the recipient itself: at most RECIPIENT_WINDOWS codes go to
 * one number or address, whoever asks (a stranger cannot make the server send more), and since a code is checked
 * only from the browser that asked for it and dies after five wrong guesses, guessing is bounded by the same cap.
 * A recipient's full window makes everyone wait until it opens again — the owner too, but only that long, and then
 * from their own address without the image check.
 */
export type Action = 'verify' | 'send';
export type Client = { browser: string; address: string };

type Rule = { imageCheckFrom: number; slowFrom: number; slowBaseSeconds: number };
type Scope = 'browser' | 'address';
const RULES: Record<Action, Record<Scope, Rule>> = {
  verify: {
    browser: { imageCheckFrom: 3, slowFrom: 6, slowBaseSeconds: 30 },
    address: { imageCheckFrom: 10, slowFrom: 20, slowBaseSeconds: 30 },
  },
  send: {
    browser: { imageCheckFrom: 3, slowFrom: 6, slowBaseSeconds: 120 },
    address: { imageCheckFrom: 10, slowFrom: 20, slowBaseSeconds: 120 },
  },
};
/**
 * Codes one recipient (a mobile number or e-mail address) is sent, whoever asks: at most `codes` in any `seconds`.
 * Three in ten minutes covers a lost message and a resend or two; ten a day, a day of sign-ins on new devices.
 */
const RECIPIENT_WINDOWS = [
  { seconds: 600, codes: 3 },
  { seconds: 86_400, codes: 10 },
] as const;
/** Codes from one address to any accounts before that address must pass the image check for each send (SMS cost). */
const SENDS_PER_ADDRESS = 30;
/** A client that asked for a code waits this long before asking again (the code is on its way). */
export const RESEND_AFTER_SECONDS = 60;
/** The longest a client is made to wait; counters are forgotten an hour after their last hit. */
const MAX_WAIT_SECONDS = 15 * 60;
const FORGET_SECONDS = 3600;
/** A solved image check stays good this long for the client's next attempt. */
const PASS_SECONDS = 600;

const ANY_ACCOUNT = '*';

const refusals = defineMessages({
  resendWait: { id: 'server.auth.resendWait', defaultMessage: 'Please wait a minute before asking for another code (try again in {count, plural, one {# second} other {# seconds}}).' },
  tooManySends: { id: 'server.auth.tooManySends', defaultMessage: 'Too many codes asked for from this browser. Try again in {unit, select, minutes {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.' },
  tooManyWrong: { id: 'server.auth.tooManyWrong', defaultMessage: 'Too many wrong codes from this browser. Try again in {unit, select, minutes {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.' },
  imageCheckFirst: { id: 'server.auth.imageCheckFirst', defaultMessage: 'Solve the image check first, then try again.' },
  recipientBusy: {
    id: 'server.auth.recipientBusy',
    defaultMessage: 'Enough codes have been sent to this number or address for now. Try again in {unit, select, hours {{count, plural, one {# hour} other {# hours}}} minutes {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
  },
});

/** The client making this request: its browser (the cookie is set now if it had none) and its address. */
export function clientOf(c: Context<AppEnv>): Client {
  return { browser: bindBrowser(c), address: clientIp(c) };
}

const scopesOf = (client: Client) => ({ browser: `browser:${client.browser}`, address: `address:${client.address}` }) as const;

type Counter = { scope: string; hits: number; wait: number };

/** The live counters of an account's scopes for this client, with the seconds each still makes the client wait. */
async function counters(db: Queryable, action: Action, account: string, client: Client): Promise<Record<Scope, Counter>> {
  const scopes = scopesOf(client);
  const rows = await db.query<{ scope: string; hits: number; since: number }>(
    `select scope, hits, extract(epoch from now() - last_at)::float8 as since from signin_attempts
      where action = $1 and account = $2 and scope = any($3) and last_at > now() - make_interval(secs => $4)`,
    [action, account, Object.values(scopes), FORGET_SECONDS],
  );
  const result = {} as Record<keyof typeof scopes, Counter>;
  for (const name of Object.keys(scopes) as (keyof typeof scopes)[]) {
    const row = rows.find((candidate) => candidate.scope === scopes[name]);
    const rule = RULES[action][name];
    const hits = row?.hits ?? 0;
    let wait = 0;
    if (row && hits >= rule.slowFrom) {
      const delay = Math.min(MAX_WAIT_SECONDS, rule.slowBaseSeconds * 2 ** (hits - rule.slowFrom));
      wait = Math.max(0, Math.ceil(delay - row.since));
    }
    if (row && action === 'send' && name === 'browser') wait = Math.max(wait, Math.ceil(RESEND_AFTER_SECONDS - row.since));
    result[name] = { scope: scopes[name], hits, wait };
  }
  return result;
}

/** Whether this client must pass the image check before its next attempt on this account (other clients' attempts never count). */
export async function imageCheckRequired(services: Services, action: Action, account: string, client: Client): Promise<boolean> {
  const live = await counters(services.db, action, account, client);
  if ((Object.keys(live) as (keyof typeof live)[]).some((name) => live[name].hits >= RULES[action][name].imageCheckFrom)) return true;
  if (action !== 'send') return false;
  return (await hitsOf(services.db, 'send', ANY_ACCOUNT, scopesOf(client).address)) >= SENDS_PER_ADDRESS;
}

async function hitsOf(db: Queryable, action: Action, account: string, scope: string): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    'select hits from signin_attempts where action = $1 and account = $2 and scope = $3 and last_at > now() - make_interval(secs => $4)',
    [action, account, scope, FORGET_SECONDS],
  );
  return row?.hits ?? 0;
}

/** A wait as the messages say it: seconds under a minute and a half, minutes under an hour and a half, else hours. */
function waitIn(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds < 90) return { unit: 'seconds', count: seconds };
  if (seconds < 90 * 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}

function waitMessage(action: Action, seconds: number): Words {
  if (action === 'send' && seconds <= RESEND_AFTER_SECONDS) return say(refusals.resendWait, { count: seconds });
  // These two messages know seconds and minutes: a client waits at most MAX_WAIT_SECONDS.
  const when = waitIn(Math.min(seconds, MAX_WAIT_SECONDS));
  return say(action === 'send' ? refusals.tooManySends : refusals.tooManyWrong, when);
}

const refuseWait = (c: Context<AppEnv>, seconds: number, words: Words) => {
  c.header('Retry-After', String(seconds));
  return new ApiError(429, words, [{ path: RETRY_AFTER, message: String(seconds) }]);
};

/** Seconds until this recipient may be sent another code (0: now), from the codes it was sent in each window. */
export async function recipientWait(db: Queryable, recipient: string): Promise<number> {
  let wait = 0;
  for (const window of RECIPIENT_WINDOWS) {
    // The window is full while its `codes`-th newest code is inside it; it opens when that one leaves.
    const [row] = await db.query<{ left: number }>(
      `select extract(epoch from created_at + make_interval(secs => $2) - now())::float8 as left from verification_codes
        where target = $1 and created_at > now() - make_interval(secs => $2) order by created_at desc offset $3 limit 1`,
      [recipient, window.seconds, window.codes - 1],
    );
    if (row) wait = Math.max(wait, Math.ceil(row.left));
  }
  return wait;
}

/** Refuses (429, with when to try again) a code to a recipient whose windows are full, whoever asks. */
export async function admitRecipient(c: Context<AppEnv>, db: Queryable, recipient: string): Promise<void> {
  const wait = await recipientWait(db, recipient);
  if (wait > 0) throw refuseWait(c, wait, say(refusals.recipientBusy, waitIn(wait)));
}

/**
 * Lets an attempt through, or refuses it for this client only: 429 with Retry-After while it must wait, 403 while it
 * must pass the image check and has no fresh pass (a pass is spent here: one solved image, one attempt).
 */
export async function admitAttempt(c: Context<AppEnv>, services: Services, action: Action, account: string, client: Client): Promise<void> {
  const live = await counters(services.db, action, account, client);
  const wait = Math.max(live.browser.wait, live.address.wait);
  if (wait > 0) throw refuseWait(c, wait, waitMessage(action, wait));
  if (!(await imageCheckRequired(services, action, account, client))) return;
  const spent = await services.db.query(
    `update image_checks set spent_at = now() where id = (
       select id from image_checks where account = $1 and browser_hash = $2 and solved_at > now() - make_interval(secs => $3) and spent_at is null
        order by solved_at limit 1 for update skip locked)
     returning id`,
    [account, client.browser, PASS_SECONDS],
  );
  if (!spent.length) throw new ApiError(403, refusals.imageCheckFirst, [{ path: IMAGE_CHECK_REQUIRED, message: 'required' }]);
}

/** Counts an attempt (a wrong code, or a code sent) against every scope of this client. */
export async function recordAttempt(db: Queryable, action: Action, account: string, client: Client): Promise<void> {
  // Now and then, counters nobody has touched for an hour go (they no longer count anyway): the table stays small.
  if (randomInt(100) === 0) await db.query('delete from signin_attempts where last_at < now() - make_interval(secs => $1)', [FORGET_SECONDS]);
  const scopes = Object.values(scopesOf(client)).map((scope) => [account, scope] as const);
  if (action === 'send') scopes.push([ANY_ACCOUNT, scopesOf(client).address]);
  for (const [who, scope] of scopes) {
    await db.query(
      `insert into signin_attempts (action, account, scope, hits, last_at) values ($1, $2, $3, 1, now())
       on conflict (action, account, scope) do update
         set hits = case when signin_attempts.last_at > now() - make_interval(secs => $4) then signin_attempts.hits + 1 else 1 end, last_at = now()`,
      [action, who, scope, FORGET_SECONDS],
    );
  }
}

/** A right code: this browser's wrong guesses and code requests for the account are forgotten (the address's and the account's are not). */
export async function forgetBrowser(db: Queryable, account: string, client: Client): Promise<void> {
  await db.query("delete from signin_attempts where account = $1 and scope = $2", [account, scopesOf(client).browser]);
}
