import { z } from './zod.ts';
import { Email, LocaleCodeSchema, Mobile, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Invitations to join a school (issue 21) and the memberships a user picks a school from. An administrator makes a
 * link per role with an expiry and a use limit; the link's token is random (32 bytes, base64url) and stored hashed
 * for look-ups (sealed too, so the administrator can copy or resend it later). Joining counts a use in the same
 * transaction as the membership, so a limit is never passed.
 */
const BASE = '/api/school/invites';

export const INVITE_LIMITS = { minHours: 1, maxHours: 30 * 24, minUses: 1, maxUses: 1000 } as const;
export const INVITE_ROLES = ['learner', 'lecturer', 'classManager'] as const;
export const InviteRole = z.enum(INVITE_ROLES);
export type InviteRole = z.infer<typeof InviteRole>;
export const MemberRole = z.enum(['learner', 'lecturer', 'classManager', 'admin']);
export type MemberRole = z.infer<typeof MemberRole>;

/** What a link can still do: only an active one lets someone join. */
export const InviteState = z.enum(['active', 'expired', 'usedUp', 'revoked']);
export type InviteState = z.infer<typeof InviteState>;

/** A link's token as the address carries it (base64url of 32 bytes). */
const Token = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'token must be the 43 characters of an invitation link');

export const Invite = z.object({
  id: z.string(),
  role: InviteRole,
  expiresAt: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  state: InviteState,
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Same-origin address of the link (`/register/invite?schoolId=…&token=…`); null if it can no longer be read (the server secret changed). */
  link: z.string().nullable(),
});
export type Invite = z.infer<typeof Invite>;

const SchoolName = z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() });
export type SchoolName = z.infer<typeof SchoolName>;

export const CreateInviteBody = z.object({
  role: InviteRole,
  expiresInHours: z.number().int().min(INVITE_LIMITS.minHours).max(INVITE_LIMITS.maxHours),
  maxUses: z.number().int().min(INVITE_LIMITS.minUses).max(INVITE_LIMITS.maxUses),
});
export type CreateInviteBody = z.infer<typeof CreateInviteBody>;

/** Send to a mobile number or an e-mail address, exactly one of them. */
export const SendInviteBody = z.union([z.object({ mobile: Mobile }).strict(), z.object({ email: Email }).strict()]);

export const InvitePreview = z.object({
  school: SchoolName,
  role: InviteRole,
  /** `wrongSchool`: the link names a school the token does not belong to (nothing else about it is told). */
  state: z.union([InviteState, z.literal('wrongSchool')]),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

const TokenBody = z.object({ token: Token, schoolId: SchoolId.optional() });

export const JoinResult = z.object({
  schoolId: z.string(),
  offeredRole: InviteRole,
  /** The role held now: the offered one, or a higher one the member already had. */
  role: MemberRole,
  /** Already a member with this role or a higher one: nothing changed and no use was counted. */
  alreadyMember: z.boolean(),
  /** A higher role than the offered one was kept. */
  keptHigherRole: z.boolean(),
  portalPath: z.string(),
});
export type JoinResult = z.infer<typeof JoinResult>;

export const Membership = z.object({
  school: SchoolName.extend({ logoUrl: z.string().nullable() }),
  role: MemberRole,
  /** When the user last chose this school (`common-current`), else null. */
  lastChosenAt: z.string().nullable(),
});
export type Membership = z.infer<typeof Membership>;

export const inviteEndpoints = {
  listInvites: endpoint({ tag: 'invites', method: 'GET', path: BASE, summary: 'The school’s invitation links, newest first, with each one’s state and uses (administrators only)', access: 'admin', query: z.object({ schoolId: SchoolId }), response: z.object({ school: SchoolName, invites: z.array(Invite) }) }),
  createInvite: endpoint({ idempotent: true, tag: 'invites', method: 'POST', path: BASE, summary: 'Make an invitation link for a role, valid 1 hour to 30 days, for 1 to 1,000 people (administrators only)', access: 'admin', query: z.object({ schoolId: SchoolId }), body: CreateInviteBody, response: Invite }),
  revokeInvite: endpoint({ tag: 'invites', method: 'PUT', path: `${BASE}/:inviteId/revoke`, summary: 'Stop an invitation link at once; people who joined stay members (administrators only)', access: 'admin', query: z.object({ schoolId: SchoolId }), response: Invite }),
  sendInvite: endpoint({ tag: 'invites', method: 'POST', path: `${BASE}/:inviteId/send`, summary: 'Send an active invitation link to a mobile number or an e-mail address (rate limited; administrators only)', access: 'admin', query: z.object({ schoolId: SchoolId }), body: SendInviteBody, response: Invite }),
  invitePreview: endpoint({ tag: 'invites', method: 'GET', path: `${BASE}/open/preview`, summary: 'What an invitation link offers: the school, the role and whether it can still be used', access: 'public', query: z.object({ token: Token, schoolId: SchoolId.optional() }), response: InvitePreview }),
  joinByInvite: endpoint({ tag: 'invites', method: 'POST', path: `${BASE}/join`, summary: 'Join the school with an invitation link (a higher role already held is kept; joining twice changes nothing); 410 when the link expired, was revoked or is used up', access: 'user', body: TokenBody, response: JoinResult }),
  requestNewInvite: endpoint({ tag: 'invites', method: 'POST', path: `${BASE}/open/request-link`, summary: 'Ask the school’s administrators for a new link when this one no longer works (they are notified; rate limited)', access: 'public', body: TokenBody, response: z.object({ requested: z.literal(true) }) }),

  lastSchoolDetail: endpoint({ tag: 'schools', method: 'GET', path: '/api/ischool/v1/schools/last-school-detail', summary: 'The school the signed-in user last chose (null when none, or when no longer a member)', access: 'user', response: Membership.nullable() }),
  commonCurrentSchool: endpoint({ tag: 'schools', method: 'POST', path: '/api/ischool/v1/open/schools/common-current', summary: 'Remember the school the signed-in user is in now (must be a member)', access: 'user', beforeTerms: true, body: z.object({ schoolId: SchoolId }), response: z.object({ schoolId: z.string(), chosenAt: z.string() }) }),
  jumpSchoolFromConfig: endpoint({ tag: 'schools', method: 'GET', path: '/open/jump-school-from-config', summary: 'Where a visitor of this site goes first: the configured default school, else the open school, else the login page (a same-origin path)', access: 'public', response: z.object({ path: z.string() }) }),
  memberships: endpoint({ tag: 'schools', method: 'GET', path: '/api/school/members/:userId/', summary: 'A user’s memberships, last chosen first: the user’s own, or for an administrator those in the schools they administer', access: 'user', response: z.array(Membership) }),
  schoolLanguage: endpoint({ tag: 'schools', method: 'GET', path: '/api/school/biz/open/schoolLanguage', summary: 'The languages a school offers and its default', access: 'public', query: z.object({ schoolId: SchoolId }), response: z.object({ defaultLocale: LocaleCodeSchema, locales: z.array(LocaleCodeSchema) }) }),
} as const;
