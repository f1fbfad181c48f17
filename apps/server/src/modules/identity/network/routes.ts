import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { clientIp } from '../../../http/clientIp.ts';
import { providerFor } from '../providers.ts';
import { startOidcSignIn } from '../oidc/start.ts';
import { bignetProviderOf, inProviderNetwork, requireInsideNetwork } from './gate.ts';

/**
 * Internal-network sign-in (`/bigNet/v1/authorize`): the school's intranet OpenID provider, reachable only from the
 * school's address ranges. The address is the connection's (a forwarded one only from a trusted proxy: clientIp).
 */
export function networkRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.clientIp, async ({ query, services, c }) => {
    const ip = clientIp(c);
    if (!query.schoolId) return { ip };
    const provider = await bignetProviderOf(services, query.schoolId);
    return { ip, inSchoolNetwork: provider ? inProviderNetwork(provider, ip) : false };
  });

  register(app, endpoints.bignetAuthorize, async ({ query, services, c }) => {
    const provider = await providerFor(services, query.schoolId, 'bignet');
    requireInsideNetwork(provider, clientIp(c));
    return c.redirect(await startOidcSignIn(c, services, provider, query.redirect ?? null), 302);
  });
}
