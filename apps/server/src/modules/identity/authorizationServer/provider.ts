import { interactionPolicy, Provider } from 'oidc-provider';
import type { KoaContext } from 'oidc-provider';
import { AUTH_CODE_SECONDS } from '@academy/contract';
import type { Services } from '../../../http/context.ts';
import { safeEqual, sha256 } from '../../../auth/crypto.ts';
import { databaseAdapter } from './adapter.ts';
import { clientMetadata } from './clients.ts';
import { cookieKey, signingKey } from './keys.ts';

/**
 * Where the provider answers. The browser's steps keep the spec's page addresses (`/oauth2/v1/authorize`); what a
 * client's server calls is under /api/auth/v1/oauth/. Discovery is `{issuer}/.well-known/openid-configuration`.
 */
export const OIDC_ROUTES = {
  authorization: '/oauth2/v1/authorize',
  end_session: '/oauth2/v1/logout',
  token: '/api/auth/v1/oauth/token',
  userinfo: '/api/auth/v1/oauth/userinfo',
  jwks: '/api/auth/v1/oauth/jwks',
  revocation: '/api/auth/v1/oauth/revoke',
} as const;

/** The portal's page for the steps the person takes: sign-in hand-off and consent (`uid`), refusals, sign-out. */
export const INTERACTION_PAGE = '/oauth2/v1/interaction';

/** Every address the provider answers, for the routes (routes.ts) and the CSRF exemptions of its own forms. */
export const OIDC_PATHS = [
  '/.well-known/openid-configuration',
  OIDC_ROUTES.authorization,
  `${OIDC_ROUTES.authorization}/:uid`,
  OIDC_ROUTES.end_session,
  `${OIDC_ROUTES.end_session}/confirm`,
  `${OIDC_ROUTES.end_session}/success`,
  OIDC_ROUTES.token,
  OIDC_ROUTES.userinfo,
  OIDC_ROUTES.jwks,
  OIDC_ROUTES.revocation,
];

/** The provider's POSTs: none is authorized by a cookie of ours (http/app.ts lets them past its CSRF check). */
export const OIDC_POSTS = [OIDC_ROUTES.authorization, OIDC_ROUTES.end_session, `${OIDC_ROUTES.end_session}/confirm`, OIDC_ROUTES.token, OIDC_ROUTES.userinfo, OIDC_ROUTES.revocation];

const SCOPE_CLAIMS = { openid: ['sub'], profile: ['name'], email: ['email'], phone: ['phone_number'] };

/**
 * Sign-in is the portal's own session (the HttpOnly cookie): the provider asks for a login whenever the person it
 * remembers is not the one signed in to the portal now — signed out, or someone else — unless this very request is
 * coming back from our interaction page with the answer.
 */
function policy() {
  const base = interactionPolicy.base();
  base.get('login').checks.add(
    new interactionPolicy.Check('portal_session', 'the portal session is another person or none', (ctx: KoaContext) => {
      if (ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      return ctx.req.academyUserId && ctx.req.academyUserId === ctx.oidc.session.accountId ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );
  return base;
}

/**
 * The page in the language the app asked for: the spec's `sxz-lang`, or OpenID's `ui_locales` (`ar-SA ar`), when it
 * names a locale of the form ll_CC; otherwise the page's own choice (cookie, browser).
 */
function languageOf(ctx: KoaContext): Record<string, string> {
  // A repeated parameter is an array in Koa's query: only single values count.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const asked = [text(ctx.query['sxz-lang']), ...text(ctx.query.ui_locales).split(' ')].map((tag) => tag.replace('-', '_'));
  const lang = asked.find((tag) => tag && /^[a-z]{2}_[A-Z]{2}$/.test(tag));
  return lang ? { 'sxz-lang': lang } : {};
}

const page = (ctx: KoaContext, query: Record<string, string>) => `${INTERACTION_PAGE}?${new URLSearchParams({ ...query, ...languageOf(ctx) })}`;

async function createProvider(services: Services): Promise<Provider> {
  const { db, secret, config } = services;
  const jwk = await signingKey(db, secret);
  const provider = new Provider(config.oidcIssuer, {
    adapter: databaseAdapter(db, (clientId) => clientMetadata(db, clientId)),
    clients: [],
    jwks: { keys: [jwk] },
    cookies: {
      keys: [cookieKey(secret)],
      names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_resume', state: 'oidc_state' },
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    routes: OIDC_ROUTES,
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'phone'],
    claims: SCOPE_CLAIMS,
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    extraClientMetadata: { properties: ['school_id'] },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    ttl: {
      // Spec §4: a code lives 600 s, and logout deletes the unused ones.
      AuthorizationCode: AUTH_CODE_SECONDS,
      AccessToken: 600,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: config.refreshTokenDays * 86400,
      Session: 14 * 86400,
      Grant: 365 * 86400,
    },
    // A client registered for refresh tokens gets one with every code; each use gives a new one and spends the old
    // one, and a spent one presented again revokes the whole grant (RFC 9700 §4.14.2).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation is our page (its form posts back to `/oauth2/v1/logout/confirm` with the provider's xsrf).
        logoutSource: async (ctx: KoaContext, form: string) => {
          const xsrf = /name="xsrf" value="([0-9a-f]+)"/.exec(form)?.[1] ?? '';
          ctx.redirect(page(ctx, { logout: xsrf }));
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => ctx.redirect('/login/index'),
      },
    },
    interactions: { url: async (ctx: KoaContext, interaction: { uid: string }) => page(ctx, { uid: interaction.uid }), policy: policy() },
    async findAccount(_ctx: unknown, sub: string) {
      const [person] = await db.query<{ id: string; real_name: string | null; nick_name: string | null; email: string | null; mobile: string | null }>(
        'select id, real_name, nick_name, email, mobile from users where id = $1',
        [sub],
      );
      if (!person) return undefined;
      return {
        accountId: person.id,
        claims: async () => ({ sub: person.id, name: person.real_name ?? person.nick_name ?? undefined, email: person.email ?? undefined, phone_number: person.mobile ?? undefined }),
      };
    },
    // A request the provider cannot send back to the app (unknown client, unregistered redirect URI…) is shown on
    // our page, in the reader's language, by its RFC 6749 error code; the browser never goes to the address given.
    renderError: async (ctx: KoaContext, out: { error: string }) => ctx.redirect(page(ctx, { error: out.error })),
  });
  // Behind nginx (deploy/): X-Forwarded-Proto and -Host name the address the browser used.
  provider.proxy = true;
  // Client secrets stay at rest as their SHA-256 (migration 0012): the presented secret is hashed and compared in
  // constant time. client_secret_jwt is not offered, so the secret is never needed in clear.
  const clientClass = (provider as unknown as { Client: { prototype: { compareClientSecret(this: { clientSecret: string }, actual: string): boolean } } }).Client;
  clientClass.prototype.compareClientSecret = function compare(actual: string) {
    return typeof actual === 'string' && safeEqual(sha256(actual), this.clientSecret);
  };
  provider.on('server_error', (_ctx: unknown, error: unknown) => services.log.error({ err: error }, 'openid provider error'));
  return provider;
}

const providers = new WeakMap<Services, Promise<Provider>>();

/** One provider per server (its store is the database, so every instance answers the same). Made on first use. */
export function providerOf(services: Services): Promise<Provider> {
  let made = providers.get(services);
  if (!made) {
    made = createProvider(services);
    made.catch(() => providers.delete(services));
    providers.set(services, made);
  }
  return made;
}
