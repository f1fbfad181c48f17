import { z } from '../zod.ts';
import { Code, Email, Mobile, SchoolId, TokenResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Binding a new outside identity to an account (bind-account), and moving a binding (bound-account,
 * bound-account-verify). Never by a matching e-mail or phone: the person proves the account with a fresh code
 * (decision 0019). Every token here works only in the browser that started the sign-in.
 */
const BASE = '/api/auth/open/thirdlogin';
const Token = z.string().trim().min(16).max(200);

/** What is waiting to be bound, as the bind-account page shows it (the e-mail masked). */
export const PendingBindView = z.object({ providerName: z.string(), displayName: z.string().nullable(), maskedEmail: z.string().nullable() });
export type PendingBindView = z.infer<typeof PendingBindView>;

/** The account is proved with a code sent to its phone or its e-mail (an unknown one creates the account). */
export const BindBody = z.union([
  z.object({ bindToken: Token, mobile: Mobile, code: Code }),
  z.object({ bindToken: Token, email: Email, code: Code }),
]);

/**
 * `signedIn`: bound, session cookies set. `boundElsewhere`: that account already has another identity of this
 * provider (shown masked); nothing changed, the pending bind stays usable, and `moveToken` (single-use, this browser)
 * lets bound-account-verify move the binding after one more fresh code.
 */
const BoundAndSignedIn = z.object({ status: z.literal('signedIn'), returnPath: z.string(), tokens: TokenResponse });
export const BindOutcome = z.discriminatedUnion('status', [
  BoundAndSignedIn,
  z.object({ status: z.literal('boundElsewhere'), providerName: z.string(), maskedSubject: z.string(), maskedEmail: z.string().nullable(), maskedAccount: z.string(), moveToken: z.string() }),
]);
export type BindOutcome = z.infer<typeof BindOutcome>;

export const MoveBindBody = z.object({ bindToken: Token, moveToken: Token, code: Code });

/** A way the login page offers to sign in at the school's provider: its name and the same-origin start address. */
export const SignInProvider = z.object({ kind: z.enum(['enterpriseOauth2', 'sso', 'hw', 'imc']), displayName: z.string(), startUrl: z.string() });
export type SignInProvider = z.infer<typeof SignInProvider>;

export const bindEndpoints = {
  signInProviders: endpoint({
    tag: 'identity', method: 'GET', path: `${BASE}/providers`, access: 'public',
    summary: 'The school’s outside sign-in providers for the login page (enterprise OAuth2, corporate SSO, the hw and imc apps): name and start address',
    query: z.object({ schoolId: SchoolId }), response: z.array(SignInProvider),
  }),
  thirdLoginPending: endpoint({
    tag: 'identity', method: 'GET', path: `${BASE}/pending`, access: 'public',
    summary: 'What a pending bind is about (provider, name, masked e-mail); 400 when used, expired or from another browser',
    query: z.object({ bindToken: Token }), response: PendingBindView,
  }),
  thirdLoginBind: endpoint({
    tag: 'identity', method: 'POST', path: `${BASE}/user/to/bind`, access: 'public',
    summary: 'Bind the pending outside identity to the account proved with a fresh code, and sign in',
    body: BindBody, response: BindOutcome,
  }),
  thirdLoginMoveBind: endpoint({
    tag: 'identity', method: 'POST', path: `${BASE}/users/to/auth_code`, access: 'public',
    summary: 'Move the account’s binding of this provider to the pending identity after one more fresh code, and sign in',
    body: MoveBindBody, response: BoundAndSignedIn,
  }),
};
