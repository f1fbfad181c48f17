import type { Context, Hono } from 'hono';
import { toFetchResponse, toReqRes } from 'fetch-to-node';
import type { Interaction, Provider } from 'oidc-provider';
import { endpoints, type OAuthScope } from '@academy/contract';
import type { AppEnv, Services, SessionUser } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { clientIp } from '../../../http/clientIp.ts';
import { hit } from '../../../http/rateLimit.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, USER_COOKIE } from '../../../http/cookies.ts';
import { revokeSession } from '../../../auth/tokens.ts';
import { clientById, consentRequest, shownScopes, type OAuthClient } from './clients.ts';
import { deleteUnusedCode, deleteUnusedCodes } from './adapter.ts';
import { OIDC_PATHS, OIDC_ROUTES, providerOf } from './provider.ts';

const refusals = defineMessages({
  expired: { id: 'server.identity.oauth.expired', defaultMessage: 'This sign-in request has expired or was already answered. Go back to the app and start again.' },
  unknownApp: { id: 'server.identity.oauth.unknownApp', defaultMessage: 'This app is not registered.' },
  notMember: { id: 'server.identity.oauth.notMember', defaultMessage: 'This app belongs to a school you are not a member of.' },
});

const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();

/**
 * Hands the request to the provider (a Koa application) in-process: fetch-to-node makes Node's request and response
 * of the Web request, and the provider's answer a Web response — on a real server and in `app.request()` tests alike.
 * The provider learns who is signed in to the portal (`academyUserId`, provider.ts's login check).
 */
async function toProvider(c: Context<AppEnv>): Promise<Response> {
  const provider = await providerOf(c.get('services'));
  let callback = callbacks.get(provider);
  if (!callback) callbacks.set(provider, (callback = provider.callback()));
  const url = new URL(c.req.url);
  let request = c.req.raw;
  // Koa reads a body only when its length is declared (or chunked): a Web request made in process may declare none.
  let length: number | undefined;
  if (request.body && !request.headers.has('content-length') && !request.headers.has('transfer-encoding')) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    length = bytes.byteLength;
    request = new Request(request.url, { method: request.method, headers: request.headers, body: bytes });
  }
  const { req, res } = toReqRes(request);
  req.headers.host ??= url.host;
  if (length !== undefined) req.headers['content-length'] = String(length);
  // The Web request has no socket: Koa reads the scheme and the address from one.
  Object.defineProperty(req, 'socket', { value: { encrypted: url.protocol === 'https:', remoteAddress: clientIp(c) } });
  Object.assign(req, { academyUserId: c.get('user')?.userId ?? null });
  callback(req, res);
  return toFetchResponse(res);
}

const EXPIRED_COOKIE = (name: string, path: string) => `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * RP-initiated logout ends the portal's session too: the provider's sign-in is the portal's (provider.ts). Only on
 * "Sign out" (`logout=yes` with the provider's xsrf, checked by it): "Stay signed in" ends the app's grant alone.
 * Our page posts with `Accept: application/json` and gets the provider's redirect as `{ redirectTo }`: the page's
 * CSP (`form-action 'self'`) would stop a form whose answer sends the browser to the app's site.
 */
async function endSessionConfirm(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.raw.clone().formData().catch(() => null);
  const answer = await toProvider(c);
  const user = c.get('user');
  const out = new Response(answer.body, answer);
  if (answer.status === 303 && form?.get('logout') === 'yes' && user) {
    const { db } = c.get('services');
    await db.transaction(async (tx) => {
      await revokeSession(tx, user.sessionId);
      await deleteUnusedCodes(tx, user.userId);
    });
    for (const cookie of [EXPIRED_COOKIE(ACCESS_COOKIE, '/'), EXPIRED_COOKIE(REFRESH_COOKIE, '/api/auth'), EXPIRED_COOKIE(USER_COOKIE, '/')]) out.headers.append('set-cookie', cookie);
  }
  if (answer.status !== 303 || !c.req.header('accept')?.includes('application/json')) return out;
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  for (const cookie of out.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify({ redirectTo: out.headers.get('location') }), { status: 200, headers });
}

type Step = { provider: Provider; interaction: Interaction; client: OAuthClient; scopes: OAuthScope[] };

/** The pending step by its uid, for a member of the app's school (a school's app signs in its own members only). */
async function stepOf(services: Services, user: SessionUser, uid: string): Promise<Step> {
  const provider = await providerOf(services);
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.result) throw badRequest(refusals.expired);
  const client = await clientById(services.db, interaction.params.client_id ?? '');
  if (!client) throw badRequest(refusals.unknownApp);
  const [member] = await services.db.query('select 1 from members where school_id = $1 and user_id = $2 and is_valid', [client.schoolId, user.userId]);
  if (!member) throw forbidden(refusals.notMember);
  return { provider, interaction, client, scopes: shownScopes(interaction.params.scope) };
}

const secondsLeft = (interaction: Interaction) => Math.max(1, interaction.exp - Math.floor(Date.now() / 1000));

/** Sign-in (the portal's session) and consent in one answer; the provider issues the code when the browser resumes. */
async function allow(step: Step, userId: string): Promise<string> {
  const { provider, interaction, client } = step;
  const kept = interaction.grantId && interaction.session?.accountId === userId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = kept ?? new provider.Grant({ accountId: userId, clientId: client.clientId });
  const asked = (interaction.params.scope ?? '').split(' ').filter((scope) => scope === 'openid' || scope === 'offline_access' || step.scopes.includes(scope as OAuthScope));
  grant.addOIDCScope([...new Set(['openid', ...asked])].join(' '));
  interaction.result = { login: { accountId: userId }, consent: { grantId: await grant.save() } };
  await interaction.save(secondsLeft(interaction));
  return interaction.returnTo;
}

async function hasConsent(services: Services, userId: string, clientId: string, scopes: OAuthScope[]): Promise<boolean> {
  const [row] = await services.db.query<{ scopes: string[] }>('select scopes from oauth_consents where user_id = $1 and client_id = $2', [userId, clientId]);
  return Boolean(row && scopes.every((scope) => row.scopes.includes(scope)));
}

/**
 * Our own authorization server (issue 20), now a standard OpenID provider (issue 32, decision 0028): the provider
 * answers the protocol's addresses (provider.ts's OIDC_ROUTES and discovery); the portal's page asks these calls for
 * the person's consent. Consent is remembered per person and app (the union of the scopes allowed).
 */
export function authorizationServerRoutes(app: Hono<AppEnv>) {
  // A client's server trying secrets or codes: bounded per address before the provider is asked.
  app.post(OIDC_ROUTES.token, async (c, next) => {
    await hit(c.get('services').db, `client-token-ip:${clientIp(c)}`, 60, 60, 'Too many token requests. Wait a minute.');
    await next();
  });
  app.post(`${OIDC_ROUTES.end_session}/confirm`, endSessionConfirm);
  for (const path of OIDC_PATHS) app.all(path, toProvider);

  register(app, endpoints.authorize, async ({ query, user, services }) => {
    const step = await stepOf(services, user!, query.uid);
    if (await hasConsent(services, user!.userId, step.client.clientId, step.scopes)) return { status: 'issued' as const, redirectTo: await allow(step, user!.userId) };
    const redirectUri = step.interaction.params.redirect_uri ?? step.client.redirectUris[0] ?? '';
    return { status: 'consent' as const, request: await consentRequest(services.db, step.client, step.scopes, redirectUri) };
  });

  register(app, endpoints.authorizeConsent, async ({ body, user, services }) => {
    const step = await stepOf(services, user!, body.uid);
    if (!body.allow) {
      step.interaction.result = { error: 'access_denied', error_description: 'The person denied the request.' };
      await step.interaction.save(secondsLeft(step.interaction));
      return { redirectTo: step.interaction.returnTo };
    }
    await services.db.query(
      `insert into oauth_consents (user_id, client_id, scopes) values ($1, $2, $3)
       on conflict (user_id, client_id) do update set scopes = array(select distinct unnest(oauth_consents.scopes || excluded.scopes)), granted_at = now()`,
      [user!.userId, step.client.clientId, step.scopes],
    );
    return { redirectTo: await allow(step, user!.userId) };
  });

  register(app, endpoints.deleteAuthCode, async ({ query, user, services }) => ({ deleted: await deleteUnusedCode(services.db, user!.userId, query.code) }));
}
