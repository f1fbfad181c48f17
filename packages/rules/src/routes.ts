import { LANG_QUERY_PARAM, type LocaleCode } from './locales.ts';
import { safeRedirectPath } from './redirect.ts';

/** Spec §5/§9: school (page) ids in /portal paths are 19 digits. */
export const SCHOOL_ID_PATTERN = /^\d{19}$/;
export const isSchoolId = (value: string | undefined | null): value is string => typeof value === 'string' && SCHOOL_ID_PATTERN.test(value);

export const LOGIN_PATH = '/login/index';

/** Spec §4 sign-out: the login method stored locally decides where sign-out lands. */
export const LOGIN_METHOD = { account: 1, enterpriseCloud: 2, corporateSso: 3, enterpriseOauth2: 4 } as const;
export type LoginMethod = (typeof LOGIN_METHOD)[keyof typeof LOGIN_METHOD];

// Spec §2 "No login needed for": /, /logout, /login/index, /register/index, the callbacks, /service, /privacy,
// the disable pages, /403, /404, /abnormal, and the home, more, search and design pages. The login flow's own
// follow-up pages (bind account after a corporate callback, token refresh) are reachable before sign-in too.
const PUBLIC_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/logout$/,
  /^\/login\/index$/,
  /^\/register\/index$/,
  // An invitation link shows its school and role before sign-in (issue 21); its administrators' page asks for one itself.
  /^\/register\/invite$/,
  /^\/(uniportal|welink|hw|enterpriseOauth2|imc)\/callback$/,
  /^\/uniportal\/(bind-account|bound-account|bound-account-verify)$/,
  /^\/refresh-token$/,
  // Internal-network sign-in (issue 20): a way to sign in, so it cannot ask for a sign-in first.
  /^\/bigNet\/v1\/authorize$/,
  // A certificate's verification page (issue 33): anyone with its address, signed in or not; a mistyped code is the
  // page's "not found", not a sign-in.
  /^\/certificate\/verify\/[^/]+$/,
  // Our OpenID provider's steps (issue 32): an app's refusal and its sign-out confirmation are shown to whoever came;
  // the consent step's call answers 401 to a visitor, and the portal's client then signs them in and comes back.
  /^\/oauth2\/v1\/interaction$/,
  /^\/(service|privacy)$/,
  // The footer's help and cookie policy: a visitor reads them before (or without) signing in.
  /^\/helpCenter\/helpPage\.htm$/,
  /^\/commonUsage\/cookiePolicy\.htm$/,
  /^\/(disable|disableLogin|disableNetwork|disableOrder)$/,
  /^\/(403|404|500|insufficient-permissions)$/,
  /^\/abnormal\/[^/]+$/,
  /^\/portal\/[^/]+$/,
  /^\/portal\/[^/]+\/(more|search)$/,
  // A resource's own page (issue 31): a visitor sees what it is before signing in; the page asks for a sign-in to learn.
  /^\/portal\/[^/]+\/(course|exam|knowledge|live|topic|class)\/[^/]+$/,
  // A class's public view: where a visitor's class card (class-view) leads.
  /^\/portal\/[^/]+\/class-about\/[^/]+$/,
  /^\/design\/[^/]+(\/sub-school\/[^/]+)?$/,
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.some((pattern) => pattern.test(path));
}

/** /login/index?redirect=<current path>&sxz-lang=<lang> (spec §2 "Login redirect", §8 auth failure). */
export function loginUrl(currentPath: string, lang: LocaleCode): string {
  const params = new URLSearchParams({ redirect: safeRedirectPath(currentPath), [LANG_QUERY_PARAM]: lang });
  return `${LOGIN_PATH}?${params.toString()}`;
}

export type GuardInput = { pathname: string; search: string; signedIn: boolean; lang: LocaleCode };
export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'not-found' };

/**
 * The synchronous route-guard rules of spec §2. (The anonymous "/" flow and the mobile redirect need I/O or the
 * user agent: see rootDestination and mobileRedirectTarget.)
 */
export function guardRoute({ pathname, search, signedIn, lang }: GuardInput): GuardDecision {
  const portal = /^\/portal\/([^/]+)(\/.*)?$/.exec(pathname);
  if (portal && !isSchoolId(portal[1])) return { action: 'not-found' };

  const survey = /^\/portal\/(\d{19})\/question-survey\/([^/]+)\/?$/.exec(pathname);
  if (survey) return { action: 'redirect', to: `/classInfo/${survey[1]}/question-survey/${survey[2]}${search}` };

  const lecturing = /^\/(portal|classInfo)\/(\d{19})\/lecturing-center(\/index)?\/?$/.exec(pathname);
  if (lecturing) return { action: 'redirect', to: `/${lecturing[1]}/${lecturing[2]}/lecturing-center/class-management${search}` };

  // Only the entry pages send a signed-in user away: the steps after sign-in (/login/select, /login/qr on the phone,
  // /register/create…, /register/invite) need the session (issue 21).
  if (signedIn && /^\/(login|register)(\/index)?\/?$/.test(pathname)) return { action: 'redirect', to: '/' };
  // A visitor's class card opens the class's public view (issue 31), which offers to sign in and come back.
  const classView = /^\/portal\/(\d{19})\/class-view\/(\d{19})\/?$/.exec(pathname);
  if (!signedIn && classView) return { action: 'redirect', to: `/portal/${classView[1]}/class-about/${classView[2]}${search}` };
  if (!signedIn && !isPublicPath(pathname)) return { action: 'redirect', to: loginUrl(`${pathname}${search}`, lang) };
  return { action: 'allow' };
}

export type SchoolEntry = { id: string; openSchool: boolean; loginMethod: number; ssoLoginUrl?: string | null };

/**
 * Spec §2: an anonymous visitor on "/" first gets a messaging-app free-login attempt; if it fails, the open
 * school's portal when the school is open, otherwise the login page — or the corporate SSO page when that is the
 * school's login method.
 */
export function rootDestination({ freeLoginSucceeded, school, lang }: { freeLoginSucceeded: boolean; school: SchoolEntry | null; lang: LocaleCode }): string {
  if (freeLoginSucceeded && school) return `/portal/${school.id}`;
  if (school?.openSchool) return `/portal/${school.id}`;
  if (school?.loginMethod === LOGIN_METHOD.corporateSso && school.ssoLoginUrl) return school.ssoLoginUrl;
  return `${LOGIN_PATH}?${new URLSearchParams({ [LANG_QUERY_PARAM]: lang }).toString()}`;
}

export type SignOutTargets = { enterpriseCloudLogoutUrl?: string; ssoLogoutUrl?: string; oauth2LogoutUrl?: string };

/** Spec §4: after the logout call, where the browser goes by the stored login method. */
export function signOutDestination(method: number | null | undefined, targets: SignOutTargets, currentPath: string, lang: LocaleCode): string {
  if (method === LOGIN_METHOD.enterpriseCloud && targets.enterpriseCloudLogoutUrl) return targets.enterpriseCloudLogoutUrl;
  if (method === LOGIN_METHOD.corporateSso && targets.ssoLogoutUrl) return targets.ssoLogoutUrl;
  if (method === LOGIN_METHOD.enterpriseOauth2 && targets.oauth2LogoutUrl) return targets.oauth2LogoutUrl;
  return loginUrl(currentPath, lang);
}

/** Spec §2: the messaging app's in-app browser names itself in its user agent (`… WeLink/7.x …`). */
export const isMessagingAppUserAgent = (userAgent: string) => /\bWeLink\b/i.test(userAgent);
/** The root page's query after a failed free-login attempt: fall back instead of trying again. */
export const FREE_LOGIN_FAILED_QUERY = 'freeLogin=failed';

/**
 * Spec §2: whether "/" first tries the messaging app's free login — an anonymous visitor inside the app, whose
 * attempt has not just failed (then rootDestination's fallbacks apply).
 */
export function shouldTryFreeLogin({ signedIn, userAgent, search }: { signedIn: boolean; userAgent: string; search: string }): boolean {
  return !signedIn && isMessagingAppUserAgent(userAgent) && !new URLSearchParams(search).has('freeLogin');
}
