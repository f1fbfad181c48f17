import type { Context } from 'hono';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv, Services } from '../../http/context.ts';
import { ADDRESS_ALREADY_YOURS } from '@academy/contract';
import { ApiError } from '../../http/errors.ts';
import { hit } from '../../http/rateLimit.ts';
import { defineMessages } from '../../http/words.ts';
import { sendCode, verifyCode } from '../../auth/codes.ts';

export type Field = 'email' | 'mobile';
const TAKEN = defineMessages({
  email: { id: 'server.accountBinding.emailTaken', defaultMessage: 'This e-mail address is already used by another account.' },
  mobile: { id: 'server.accountBinding.mobileTaken', defaultMessage: 'This mobile number is already used by another account.' },
});
const SAME = defineMessages({
  email: { id: 'server.accountBinding.emailSame', defaultMessage: 'This e-mail address is already on your account.' },
  mobile: { id: 'server.accountBinding.mobileSame', defaultMessage: 'This mobile number is already on your account.' },
});
const refusals = defineMessages({
  tooManyCodes: { id: 'server.accountBinding.tooManyCodes', defaultMessage: 'Too many codes asked for this account. Try again in an hour.' },
});

/** Refuses an address another account holds, or the one the account already has. */
async function checkFree(db: Queryable, field: Field, value: string, userId: string, lock = false) {
  const [holder] = await db.query<{ id: string }>(`select id from users where ${field} = $1${lock ? ' for update' : ''}`, [value]);
  if (holder?.id === userId) throw new ApiError(400, SAME[field], [{ path: 'reason', message: ADDRESS_ALREADY_YOURS }]);
  if (holder) throw new ApiError(409, TAKEN[field]);
}

/** A code to the NEW address, after checking nobody else holds it; at most 10 a hour per account on top of the per-address limits. */
export async function sendBindCode(c: Context<AppEnv>, services: Services, userId: string, field: Field, value: string) {
  await checkFree(services.db, field, value, userId);
  await hit(services.db, `bind-code:${userId}`, 10, 3600, refusals.tooManyCodes);
  return sendCode(c, services, field === 'email' ? 'email' : 'sms', value);
}

/** Checks the code sent to the new address, then puts it on the account — checking again, in the transaction, that it is free. */
export async function bindAddress(c: Context<AppEnv>, services: Services, userId: string, field: Field, value: string, code: string) {
  await verifyCode(c, services, value, code);
  return services.db.transaction(async (tx) => {
    await checkFree(tx, field, value, userId, true);
    try {
      const [row] = await tx.query<{ mobile: string | null; email: string | null }>(`update users set ${field} = $1 where id = $2 returning mobile, email`, [value, userId]);
      return row!;
    } catch (error) {
      // Two accounts binding the same address at the same moment: the unique index decides, the loser hears why.
      if ((error as { code?: string }).code === '23505') throw new ApiError(409, TAKEN[field]);
      throw error;
    }
  });
}
