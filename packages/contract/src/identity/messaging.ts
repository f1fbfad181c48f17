import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { SignInOutcome } from './outcome.ts';

/**
 * Messaging-app free login (welink; hw and imc the same shape), spec §2/§7. The server starts the flow (state kept
 * server-side, single use, bound to this browser) and sends the browser to the app's authorization page; the app
 * sends it back to `/welink/callback` (`/hw/callback`, `/imc/callback`) with a code and the state; that page posts
 * them here. The code is exchanged once at the school's own app with the school's own client secret, and the
 * person is found by (provider, app user id) only — never by e-mail or phone: a new one goes to bind-account.
 * The app's result `030025` is a failure: 400 with a message, no session.
 *
 * Spec §2 (the anonymous visitor on `/`): inside the messaging app — its user agent carries `WeLink`
 * (`isMessagingAppUserAgent` in @academy/rules) — the root page first sends the visitor to `messagingAuthorize`
 * without a school: the platform's messaging-app school is used (`freeLoginSchool`, the lowest school id with an
 * enabled welink provider). If that attempt fails, the callback page goes back to `/?freeLogin=failed` and the root
 * falls back to the open school, the login page or corporate SSO.
 */
export const MESSAGING_FAILURE_CODE = '030025';
export const MessagingKind = z.enum(['welink', 'hw', 'imc']);
export type MessagingKind = z.infer<typeof MessagingKind>;

/** The code and state as the app sent them back; `platformType` is the app's client (pc, android, ios…), kept for the log. */
export const FreeLoginBody = z.object({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(200).optional(),
  platformType: z.union([z.string().trim().max(40), z.number().int()]).optional(),
});

const StartQuery = z.object({
  /** Without a school: the platform's messaging-app school (spec §2 root attempt). */
  schoolId: SchoolId.optional(),
  /** Same-origin path to return to after signing in (anything else becomes `/`). */
  redirect: z.string().max(2000).optional(),
});

const start = (kind: MessagingKind, path: string) => endpoint({
  tag: 'identity', method: 'GET', path, access: 'public', raw: true, redirects: 302, query: StartQuery, response: z.unknown(),
  summary: `Starts ${kind} free login: 302 to the app’s authorization page (state bound to this browser, single use)`,
});
const exchange = (kind: MessagingKind, path: string) => endpoint({
  tag: 'identity', method: 'POST', path, access: 'public', body: FreeLoginBody, response: SignInOutcome,
  summary: `${kind} callback: exchanges the code (once) for a session or a pending bind; 400 with a message when the app answers ${MESSAGING_FAILURE_CODE}`,
});

export const MESSAGING_START_PATHS = {
  welink: '/api/welink/proxy/rest/v1/open/authorize',
  hw: '/api/auth/open/thirdlogin/hw/authorize',
  imc: '/api/auth/open/thirdlogin/imc/authorize',
} as const satisfies Record<MessagingKind, string>;

export const messagingEndpoints = {
  welinkAuthorize: start('welink', MESSAGING_START_PATHS.welink),
  hwAuthorize: start('hw', MESSAGING_START_PATHS.hw),
  imcAuthorize: start('imc', MESSAGING_START_PATHS.imc),
  welinkFreeLogin: exchange('welink', '/api/welink/proxy/rest/v1/open/free_login'),
  hwAccessToken: exchange('hw', '/api/auth/open/thirdlogin/hw/accesstoken'),
  imcAccessToken: exchange('imc', '/api/auth/open/thirdlogin/imc/accesstoken'),
};
