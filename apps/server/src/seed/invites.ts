import type { Database } from '../db/index.ts';
import { loadSecret } from '../auth/secret.ts';
import { sha256 } from '../auth/crypto.ts';
import { sealSecret } from '../modules/identity/secretBox.ts';
import { DEMO } from './demoIds.ts';

/**
 * Invitation demo (issue 21): an expired learner link of the main school (its address is fixed, so the docs and the
 * end-to-end test can open it) and a learner in two schools who gets /login/select after signing in.
 */
export const INVITE_DEMO = {
  expiredInvite: '3100000000000000001',
  /** 43 characters of base64url, like a real token; only its hash and a sealed copy are stored. */
  expiredToken: 'demo-expired-invitation-link-0000000000001A',
  twoSchoolsUser: { id: 'u-two-schools', mobile: '13900000458', name: '周敏' },
} as const;

export const expiredInviteLink = `/register/invite?schoolId=${DEMO.mainland}&token=${INVITE_DEMO.expiredToken}`;

const DAY = 86_400_000;

/** Idempotent: safe on every start. */
export async function seedInvites(db: Database, now = Date.now()) {
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into school_invites (id, school_id, role, token_hash, token_sealed, expires_at, max_uses, uses, created_by, created_at)
       values ($1, $2, 'learner', $3, $4, $5, 20, 3, $6, $7) on conflict (id) do nothing`,
      [INVITE_DEMO.expiredInvite, DEMO.mainland, sha256(INVITE_DEMO.expiredToken), sealSecret(secret, INVITE_DEMO.expiredToken), new Date(now - DAY), DEMO.admin.id, new Date(now - 8 * DAY)],
    );
    const user = INVITE_DEMO.twoSchoolsUser;
    await tx.query('insert into users (id, mobile, real_name) values ($1, $2, $3) on conflict do nothing', [user.id, user.mobile, user.name]);
    for (const school of [DEMO.mainland, DEMO.overseas]) {
      await tx.query(`insert into members (school_id, user_id, role) values ($1, $2, 'learner') on conflict do nothing`, [school, user.id]);
    }
  });
}
