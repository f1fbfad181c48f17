import type { endpoints, ResponseOf } from '@academy/contract';

// The contract's invitation types, reached through `endpoints` (the package index re-exports that, not invites.ts).
export type Invite = ResponseOf<typeof endpoints.createInvite>;
export type InviteRole = Invite['role'];
export type InviteState = Invite['state'];
export type JoinResult = ResponseOf<typeof endpoints.joinByInvite>;
export type MemberRole = JoinResult['role'];
export type Membership = ResponseOf<typeof endpoints.memberships>[number];
