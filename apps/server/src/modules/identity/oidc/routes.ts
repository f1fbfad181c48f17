import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError } from '../../../http/errors.ts';
import { identityRefusals } from '../refusals.ts';
import { providerFor, type IdentityProvider } from '../providers.ts';
import { finishOidcSignIn } from './finish.ts';
import { startOidcSignIn } from './start.ts';

/** Enterprise OAuth2 (method 4) and corporate SSO over OpenID Connect (method 3): start, config, callback. */
export function oidcRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.oauth2Config, async ({ query, services }) => {
    await providerFor(services, query.schoolId, 'enterpriseOauth2');
    return { schoolId: query.schoolId, authorizeServiceUrl: `${endpoints.oauth2Authorize.path}?${new URLSearchParams({ schoolId: query.schoolId })}` };
  });

  register(app, endpoints.oauth2Authorize, async ({ query, services, c }) => {
    const provider = await providerFor(services, query.schoolId, 'enterpriseOauth2');
    return c.redirect(await startOidcSignIn(c, services, provider, query.redirect ?? null), 302);
  });

  register(app, endpoints.ssoAuthorize, async ({ query, services, c }) => {
    const provider = await providerFor(services, query.schoolId, 'sso');
    const start = ssoStarters[provider.protocol];
    if (!start) throw new ApiError(404, identityRefusals.notThisWay);
    return c.redirect(await start(c, services, provider, query.redirect ?? null), 302);
  });

  register(app, endpoints.oauth2AccessToken, ({ body, services, c }) => finishOidcSignIn(c, services, body, 'enterpriseOauth2'));
  for (const definition of [endpoints.ssoAccessToken, endpoints.ssoAccessTokenV1]) {
    register(app, definition, ({ body, services, c }) => finishOidcSignIn(c, services, body, 'sso'));
  }
}

/**
 * How a corporate SSO sign-in starts, per protocol. The SAML module adds `saml` here (a function answering the
 * IdP's address with the AuthnRequest), so `/api/auth/open/third/uniportal/authorize` serves both.
 */
export const ssoStarters: Partial<Record<IdentityProvider['protocol'], typeof startOidcSignIn>> = { oidc: startOidcSignIn };
