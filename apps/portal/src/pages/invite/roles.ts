import type { MessageDescriptor } from 'react-intl';
import type { endpoints, ResponseOf } from '@academy/contract';
import { inviteMessages as messages } from './invite.messages.ts';

export type Invite = ResponseOf<typeof endpoints.createInvite>;
export type InviteRole = Invite['role'];
export type MemberRole = ResponseOf<typeof endpoints.joinByInvite>['role'];

export const INVITE_ROLES: InviteRole[] = ['learner', 'lecturer', 'classManager'];

/** Every role's name, the administrator's too (a member may already be one). */
export const ROLE_NAMES: Record<MemberRole, MessageDescriptor> = {
  learner: messages.roleLearner,
  lecturer: messages.roleLecturer,
  classManager: messages.roleClassManager,
  admin: messages.roleAdmin,
};

export const STATE_NAMES: Record<Invite['state'], MessageDescriptor> = {
  active: messages.stateActive,
  expired: messages.stateExpired,
  usedUp: messages.stateUsedUp,
  revoked: messages.stateRevoked,
};
