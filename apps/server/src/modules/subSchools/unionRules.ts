/**
 * School-union rules (spec §5, §6, §11): the leader flag is true only when school_union_leader is exactly 1; a check
 * that fails counts as false; on the configured hosts the check is not asked at all.
 */
export function isUnionLeaderValue(value: unknown): boolean {
  return value === 1;
}

/** The request's host without its port, lower case: what UNION_LEADER_SKIP_HOSTS lists. */
export function hostName(hostHeader: string | undefined): string {
  return (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

export type UnionJoin = 'open' | 'members' | 'closed';
export type JoinReason = 'member' | 'open' | 'parentMember' | 'signIn' | 'closed' | 'notParentMember';

/**
 * May a person join (and see) a union school? Its members already are in; otherwise an open union takes any
 * signed-in person, a members' union takes members of its parent school, a closed one nobody new.
 */
export function unionJoinDecision(input: { signedIn: boolean; member: boolean; parentMember: boolean; join: UnionJoin; openSchool: boolean }): { canJoin: boolean; canSee: boolean; reason: JoinReason } {
  if (input.member) return { canJoin: false, canSee: true, reason: 'member' };
  const canSee = input.openSchool || input.parentMember;
  if (!input.signedIn) return { canJoin: false, canSee: input.openSchool, reason: 'signIn' };
  if (input.join === 'closed') return { canJoin: false, canSee, reason: 'closed' };
  if (input.join === 'open') return { canJoin: true, canSee: true, reason: 'open' };
  return input.parentMember ? { canJoin: true, canSee: true, reason: 'parentMember' } : { canJoin: false, canSee, reason: 'notParentMember' };
}
