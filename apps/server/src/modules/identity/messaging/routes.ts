import type { Hono } from 'hono';
import { endpoints, type MessagingKind } from '@academy/contract';
import { FREE_LOGIN_FAILED_QUERY } from '@academy/rules';
import type { AppEnv, Services } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError } from '../../../http/errors.ts';
import { identityRefusals } from '../refusals.ts';
import { sha256 } from '../../../auth/crypto.ts';
import { consumeFlow, startFlow } from '../flows.ts';
import { providerById, providerFor, redirectUriFor } from '../providers.ts';
import { originOf } from '../saml/entities.ts';
import { appBase, exchangeCode } from './exchange.ts';
import { signInOrPark } from './outcome.ts';

/** The portal page each app sends the browser back to (spec §2). */
const CALLBACK_PATH: Record<MessagingKind, string> = { welink: '/welink/callback', hw: '/hw/callback', imc: '/imc/callback' };

/** Spec §2 root attempt: the platform's messaging-app school is the lowest school id with an enabled provider of the kind. */
async function freeLoginSchool(services: Services, kind: MessagingKind): Promise<string | null> {
  const [row] = await services.db.query<{ school_id: string }>('select school_id from identity_providers where kind = $1 and enabled order by school_id limit 1', [kind]);
  return row?.school_id ?? null;
}

/** The provider a state was started for, when it is one of this app's: a welink state never finishes an imc call. */
async function flowProvider(services: Services, state: string | undefined, kind: MessagingKind) {
  if (!state) throw new ApiError(400, identityRefusals.noState);
  const [row] = await services.db.query<{ provider_id: string }>('select provider_id from login_flows where state_hash = $1', [sha256(state)]);
  const provider = row ? await providerById(services, services.db, row.provider_id) : null;
  if (!provider || provider.kind !== kind) throw new ApiError(400, identityRefusals.startedElsewhere);
  return provider;
}

/** Messaging-app free login (contract identity/messaging.ts): one implementation, three kinds of app. */
export function messagingRoutes(app: Hono<AppEnv>) {
  const kinds: [MessagingKind, typeof endpoints.welinkAuthorize, typeof endpoints.welinkFreeLogin][] = [
    ['welink', endpoints.welinkAuthorize, endpoints.welinkFreeLogin],
    ['hw', endpoints.hwAuthorize, endpoints.hwAccessToken],
    ['imc', endpoints.imcAuthorize, endpoints.imcAccessToken],
  ];
  for (const [kind, start, exchange] of kinds) {
    register(app, start, async ({ query, c, services }) => {
      const schoolId = query.schoolId ?? (await freeLoginSchool(services, kind));
      // The root page's attempt (spec §2) on a platform without the app: straight to the root's fallbacks.
      if (!schoolId) return c.redirect(`/?${FREE_LOGIN_FAILED_QUERY}`, 302);
      const provider = await providerFor(services, schoolId, kind);
      const base = appBase(provider);
      const redirectUri = redirectUriFor(provider, originOf(c), CALLBACK_PATH[kind]);
      const flow = await startFlow(c, services, { providerId: provider.id, redirectUri, returnPath: query.redirect });
      const authorize = new URL('authorize', base);
      authorize.search = new URLSearchParams({ response_type: 'code', client_id: provider.clientId!, redirect_uri: redirectUri, state: flow.state }).toString();
      c.header('cache-control', 'no-store');
      return c.redirect(authorize.toString(), 302);
    });

    register(app, exchange, async ({ body, c, services }) => {
      const provider = await flowProvider(services, body.state, kind);
      // Spent before the code is used: a replayed callback, or one from another browser, stops here.
      const flow = await consumeFlow(c, services, body.state, provider.id);
      const user = await exchangeCode(provider, body.code, flow.redirectUri);
      return signInOrPark(c, services, provider, { providerId: provider.id, subject: user.subject, email: user.email, displayName: user.displayName }, flow.returnPath);
    });
  }
}
