import type { Queryable } from '../db/index.ts';
import { hashActivationCode } from '../modules/registration/activation.ts';

/** Demo activation codes (README): each unlocks a plan once. Codes are stored hashed, like real ones. */
export const DEMO_ACTIVATION_CODES = {
  academy: { code: 'HARBOUR-ACADEMY-2027', planName: 'Academy Standard', maxMembers: 500 },
  store: { code: 'MARKET-STORE-2027', planName: 'Store Professional', maxMembers: 2000 },
} as const;

/** Idempotent: runs on every start. */
export async function seedRegistration(db: Queryable): Promise<void> {
  for (const { code, planName, maxMembers } of Object.values(DEMO_ACTIVATION_CODES)) {
    await db.query(
      "insert into activation_codes (code_hash, plan_name, max_members, valid_until) values ($1, $2, $3, '2027-12-31T23:59:59Z') on conflict do nothing",
      [hashActivationCode(code), planName, maxMembers],
    );
  }
}
