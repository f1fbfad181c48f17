import { z } from './zod.ts';
import { Code, Email, LocaleCodeSchema, Mobile, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { AgreementVersionSummary } from './agreements.ts';

/**
 * Account and security (issue 21): add or change the e-mail or mobile of the signed-in account with a code sent to
 * the NEW address; what the login page needs before sign-in; decoding shared addresses; names of fellow members.
 */
/**
 * A new address the account already has is refused (400) with `{ path: 'reason', message: ADDRESS_ALREADY_YOURS }`
 * in the answer's `details`, so the page tells it from a wrong code without reading the message (which is worded
 * in the reader's language).
 */
export const ADDRESS_ALREADY_YOURS = 'alreadyYours';

const CodeSent = z.object({ expiresIn: z.number(), resendAfter: z.number() });
const Bound = z.object({ mobile: z.string().nullable(), email: z.string().nullable() });

export const LoginInit = z.object({
  /** The school's login method (1 = code sign-in), null without a school. */
  loginMethod: z.number().int().nullable(),
  loginDisabled: z.boolean(),
  /** Whether this browser must solve the image check before its next attempt for `account`. */
  imageCheckRequired: z.boolean(),
  agreements: z.object({ service: AgreementVersionSummary.nullable(), privacy: AgreementVersionSummary.nullable() }),
});
export type LoginInit = z.infer<typeof LoginInit>;

export const UserCard = z.object({ userId: z.string(), displayName: z.string().nullable(), avatarUrl: z.string().nullable() });

/** Spec §7 `GET /api/accounts/skip?third_platform_type`: may the account-binding step be skipped for this platform? */
export const SkipQuery = z.object({ third_platform_type: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'third_platform_type is the platform’s name or number (letters, digits, _ or -, at most 40)') });
export const SkipAnswer = z.object({ thirdPlatformType: z.string(), skip: z.boolean() });

export const accountBindingEndpoints = {
  accountSkip: endpoint({
    tag: 'accounts', method: 'GET', path: '/api/accounts/skip', access: 'public',
    summary: 'Whether a person arriving from a third-party platform (third_platform_type: welink, hw, imc, uniportal, enterpriseOauth2, bigNet, saml, or its number) may skip binding an account: never — an outside identity seen for the first time is bound to an account proven with a code, or makes a new one (decision 0019)',
    query: SkipQuery, response: SkipAnswer,
  }),
  bindEmailCode: endpoint({
    tag: 'accounts', method: 'GET', path: '/api/accounts/rest/account/bind/email-code',
    summary: 'Send a code to the new e-mail address I want on my account (refused when another account uses it, or mine already has it)',
    access: 'user', query: z.object({ newEmail: Email }), response: CodeSent,
  }),
  bindEmail: endpoint({
    tag: 'accounts', method: 'PUT', path: '/api/accounts/user/email/bind',
    summary: 'Put the new e-mail address on my account with the code sent to it',
    access: 'user', query: z.object({ newEmail: Email, emailCode: Code }), response: Bound,
  }),
  bindSmsCode: endpoint({
    tag: 'accounts', method: 'POST', path: '/api/accounts/rest/account/bind/sms-code',
    summary: 'Send a code to the new mobile number I want on my account (refused when another account uses it, or mine already has it)',
    access: 'user', body: z.object({ newMobile: Mobile }), response: CodeSent,
  }),
  bindMobile: endpoint({
    tag: 'accounts', method: 'PUT', path: '/api/accounts/user/mobile/bind',
    summary: 'Put the new mobile number on my account with the code sent to it',
    access: 'user', body: z.object({ newMobile: Mobile, smsCode: Code }), response: Bound,
  }),
  loginInit: endpoint({
    tag: 'accounts', method: 'POST', path: '/api/auth/login/init',
    summary: 'What the login page needs before sign-in: the school’s login method and state, whether the image check is due, the agreements’ current versions',
    access: 'public',
    body: z.object({ schoolId: SchoolId.optional(), account: z.string().trim().max(254).optional(), lang: LocaleCodeSchema.optional() }),
    response: LoginInit,
  }),
  decodeUrl: endpoint({
    tag: 'accounts', method: 'POST', path: '/api/accounts/open/url/decode',
    summary: 'Decode an encoded redirect or share address; answered only when it stays on this site',
    access: 'public', body: z.object({ url: z.string().min(1).max(4000) }), response: z.object({ url: z.string() }),
  }),
  idsToUsers: endpoint({
    tag: 'accounts', method: 'POST', path: '/api/accounts/ids/to/users',
    summary: 'Display names and avatars of up to 100 users who share a school with me (others are left out)',
    access: 'user', beforeTerms: true, body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }), response: z.array(UserCard),
  }),
} as const;
