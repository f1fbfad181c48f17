import { z } from '../zod.ts';
import { TokenResponse } from '../common.ts';

/**
 * What every outside sign-in (enterprise OAuth2, corporate SSO by OpenID Connect or SAML, messaging app, QR,
 * internal network) answers once the provider vouched for someone (decision 0019):
 * - `signedIn`: the identity is bound to an account; the session cookies are set; go to `returnPath`.
 * - `bind`: the identity is new to us. Never linked by e-mail or phone: the bind-account page asks the person to prove
 *   an account with a fresh code (or create one). `bindToken` works once, in this browser only, for 15 minutes.
 * `returnPath` is always a same-origin path (checked when the flow started).
 */
export const SignInOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), returnPath: z.string(), tokens: TokenResponse }),
  z.object({ status: z.literal('bind'), returnPath: z.string(), bindToken: z.string(), providerName: z.string(), displayName: z.string().nullable(), maskedEmail: z.string().nullable() }),
]);
export type SignInOutcome = z.infer<typeof SignInOutcome>;

/** A provider's code coming back to its callback page, with the state the flow started with. */
export const CallbackBody = z.object({ code: z.string().trim().min(1).max(2048), state: z.string().trim().min(1).max(200).optional() });
