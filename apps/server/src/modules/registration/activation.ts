import type { Context } from 'hono';
import { sha256 } from '../../auth/crypto.ts';
import type { Queryable } from '../../db/index.ts';
import { clientIp } from '../../http/clientIp.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { hit } from '../../http/rateLimit.ts';
import { defineMessages } from '../../http/words.ts';

/** Codes are typed by people: spaces ignored, case folded. Only the hash is stored. */
export const hashActivationCode = (code: string) => sha256(`activation-code:${code.replace(/\s+/g, '').toUpperCase()}`);

export type Unlocks = { planName: string; maxMembers: number; validUntil: string };
type CodeRow = { plan_name: string; max_members: number; valid_until: Date | string; redeemed_at: Date | null };

const HOUR = 3600;
const GUESSES_PER_USER = 10;
const GUESSES_PER_ADDRESS = 30;
const refusals = defineMessages({
  tooMany: { id: 'server.registration.activation.tooMany', defaultMessage: 'Too many activation code attempts. Wait an hour and try again.' },
  notValid: { id: 'server.registration.activation.notValid', defaultMessage: 'This activation code is not valid. Check it and try again.' },
  used: { id: 'server.registration.activation.used', defaultMessage: 'This activation code has already been used.' },
  expired: { id: 'server.registration.activation.expired', defaultMessage: 'This activation code has expired.' },
  justUsed: { id: 'server.registration.activation.justUsed', defaultMessage: 'This activation code has just been used.' },
});

/** Every check of a code counts, per user and per address, so codes cannot be guessed by trying many. */
export async function countGuess(db: Queryable, c: Context<AppEnv>, userId: string): Promise<void> {
  await hit(db, `activation:user:${userId}`, GUESSES_PER_USER, HOUR, refusals.tooMany);
  await hit(db, `activation:ip:${clientIp(c)}`, GUESSES_PER_ADDRESS, HOUR, refusals.tooMany);
}

const toUnlocks = (row: CodeRow): Unlocks => ({ planName: row.plan_name, maxMembers: row.max_members, validUntil: new Date(row.valid_until).toISOString() });

/** What a code unlocks, without using it up; a 400 with the reason when it cannot be used. */
export async function lookUpCode(db: Queryable, code: string): Promise<Unlocks> {
  const [row] = await db.query<CodeRow>('select plan_name, max_members, valid_until, redeemed_at from activation_codes where code_hash = $1', [hashActivationCode(code)]);
  if (!row) throw badRequest(refusals.notValid);
  if (row.redeemed_at) throw badRequest(refusals.used);
  if (new Date(row.valid_until).getTime() <= Date.now()) throw badRequest(refusals.expired);
  return toUnlocks(row);
}

/** Uses a code up for a school, inside the caller's transaction: single use even under concurrent calls. */
export async function redeemCode(tx: Queryable, code: string, schoolId: string, userId: string): Promise<Unlocks> {
  await lookUpCode(tx, code);
  const [row] = await tx.query<CodeRow>(
    `update activation_codes set redeemed_at = now(), redeemed_by = $2, school_id = $3
     where code_hash = $1 and redeemed_at is null and valid_until > now() returning plan_name, max_members, valid_until, redeemed_at`,
    [hashActivationCode(code), userId, schoolId],
  );
  if (!row) throw new ApiError(409, refusals.justUsed);
  await tx.query('update schools set plan_name = $2, max_members = $3, plan_valid_until = $4 where id = $1', [schoolId, row.plan_name, row.max_members, row.valid_until]);
  return toUnlocks(row);
}

export async function activationCodeRequired(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ value: string }>("select value from settings where key = 'registration.requireActiveCode'");
  return row?.value === 'true';
}
