import type { JoinResult, MemberRole } from './types.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { sha256 } from '../../auth/crypto.ts';
import { INVITE_COLUMNS, ROLE_RANK, inviteState, type InviteRow } from './invites.ts';
import { inviteRefusals } from './refusals.ts';

const GONE = defineMessages({
  expired: { id: 'server.invites.expired', defaultMessage: 'This invitation link has expired. Ask the school’s administrator for a new one.' },
  usedUp: { id: 'server.invites.usedUp', defaultMessage: 'This invitation link has been used as many times as allowed. Ask the school’s administrator for a new one.' },
  revoked: { id: 'server.invites.revoked', defaultMessage: 'This invitation link was withdrawn by the school. Ask the school’s administrator for a new one.' },
});
const refusals = defineMessages({
  otherSchool: { id: 'server.invites.otherSchool', defaultMessage: 'This invitation link belongs to another school.' },
});

/**
 * The invitation a token opens, refused when the address names another school (a link is only good for its own
 * school). `lock` takes the row lock, so a join waits for a concurrent one.
 */
export async function inviteByToken(db: Queryable, token: string, schoolId: string | undefined, lock = false): Promise<InviteRow> {
  const [row] = await db.query<InviteRow>(`select ${INVITE_COLUMNS} from school_invites where token_hash = $1${lock ? ' for update' : ''}`, [sha256(token)]);
  if (!row) throw notFound(inviteRefusals.noSuchLink);
  if (schoolId && row.school_id !== schoolId) throw new ApiError(409, refusals.otherSchool);
  return row;
}

/**
 * Makes the user a member with the invitation's role, in one transaction with counting the use. A member who
 * already has that role or a higher one keeps it and uses nothing; joining again by the same link changes nothing.
 */
export async function joinByInvite(tx: Queryable, userId: string, token: string, schoolId: string | undefined): Promise<JoinResult> {
  const invite = await inviteByToken(tx, token, schoolId, true);
  const portalPath = `/portal/${invite.school_id}`;
  const [member] = await tx.query<{ role: MemberRole; is_valid: boolean }>('select role, is_valid from members where school_id = $1 and user_id = $2 for update', [invite.school_id, userId]);
  const [joinedBefore] = await tx.query('select 1 from school_invite_joins where invite_id = $1 and user_id = $2', [invite.id, userId]);
  const base = { schoolId: invite.school_id, offeredRole: invite.role, portalPath };
  if (member?.is_valid && (joinedBefore || ROLE_RANK[member.role] >= ROLE_RANK[invite.role])) {
    return { ...base, role: member.role, alreadyMember: true, keptHigherRole: ROLE_RANK[member.role] > ROLE_RANK[invite.role] };
  }
  const state = inviteState(invite);
  if (state !== 'active') throw new ApiError(410, GONE[state]);
  // The use is counted only while one is left: a concurrent join that took the last one makes this update miss.
  const counted = await tx.query(`update school_invites set uses = uses + 1 where id = $1 and uses < max_uses and revoked_at is null and expires_at > now() returning id`, [invite.id]);
  if (!counted.length) throw new ApiError(410, GONE.usedUp);
  await tx.query(
    `insert into members (school_id, user_id, role) values ($1, $2, $3)
     on conflict (school_id, user_id) do update set role = excluded.role, is_valid = true`,
    [invite.school_id, userId, invite.role],
  );
  await tx.query(
    `insert into school_invite_joins (invite_id, school_id, user_id, role_before) values ($1, $2, $3, $4)
     on conflict (invite_id, user_id) do update set joined_at = now(), role_before = excluded.role_before`,
    [invite.id, invite.school_id, userId, member ? member.role : null],
  );
  return { ...base, role: invite.role, alreadyMember: false, keptHigherRole: false };
}
