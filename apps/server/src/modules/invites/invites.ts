import type { Invite, InviteRole, InviteState, MemberRole } from './types.ts';
import type { Queryable } from '../../db/index.ts';
import { openSecret } from '../identity/secretBox.ts';

export type InviteRow = {
  id: string; school_id: string; role: InviteRole; token_sealed: string; expires_at: Date; max_uses: number; uses: number;
  revoked_at: Date | null; created_at: Date; last_sent_at: Date | null;
};
export const INVITE_COLUMNS = 'id, school_id, role, token_sealed, expires_at, max_uses, uses, revoked_at, created_at, last_sent_at';

/** Revoked wins over used up, which wins over expired: the reason that would stay true longest. */
export function inviteState(row: Pick<InviteRow, 'revoked_at' | 'uses' | 'max_uses' | 'expires_at'>, now = new Date()): InviteState {
  if (row.revoked_at) return 'revoked';
  if (row.uses >= row.max_uses) return 'usedUp';
  if (new Date(row.expires_at) <= now) return 'expired';
  return 'active';
}

export const inviteLink = (schoolId: string, token: string) => `/register/invite?${new URLSearchParams({ schoolId, token })}`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toInvite(row: InviteRow, secret: string): Invite {
  return {
    id: row.id,
    role: row.role,
    expiresAt: iso(row.expires_at)!,
    maxUses: row.max_uses,
    uses: row.uses,
    state: inviteState(row),
    createdAt: iso(row.created_at)!,
    lastSentAt: iso(row.last_sent_at),
    revokedAt: iso(row.revoked_at),
    link: readableLink(row, secret),
  };
}

function readableLink(row: InviteRow, secret: string): string | null {
  try {
    return inviteLink(row.school_id, openSecret(secret, row.token_sealed));
  } catch {
    return null;
  }
}

/** One invitation of one school: another school's id finds nothing (tenant isolation). */
export async function schoolInvite(db: Queryable, schoolId: string, inviteId: string): Promise<InviteRow | null> {
  const [row] = await db.query<InviteRow>(`select ${INVITE_COLUMNS} from school_invites where school_id = $1 and id = $2`, [schoolId, inviteId]);
  return row ?? null;
}

/** Higher roles can do more; joining never lowers a member's role. */
export const ROLE_RANK: Record<MemberRole, number> = { learner: 0, lecturer: 1, classManager: 2, admin: 3 };
