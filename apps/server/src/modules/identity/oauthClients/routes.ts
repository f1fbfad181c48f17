import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { randomToken, sha256 } from '../../../auth/crypto.ts';
import { registerClient } from '../authorizationServer/clients.ts';
import { deleteClient, replaceSecret, schoolClient, schoolClients } from './store.ts';

const refusals = defineMessages({
  noSuchApp: { id: 'server.identity.oauthClients.noSuchApp', defaultMessage: 'This school has no such app.' },
  publicApp: { id: 'server.identity.oauthClients.publicApp', defaultMessage: 'This app has no secret to replace: it proves itself with PKCE alone.' },
});

/** The id an app is known by: random (nothing to guess from a neighbour's), inside oauth_clients' id check. */
const newClientId = () => `app-${randomToken(12)}`;

/** The school administrators' page for the apps signing in through our OpenID provider (issue 32). */
export function oauthClientRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.schoolOAuthClients, async ({ services, schoolId }) => schoolClients(services.db, schoolId!));

  register(app, endpoints.createSchoolOAuthClient, async ({ body, services, schoolId }) => {
    const clientId = newClientId();
    const secret = randomToken(32);
    // Pages register confidential apps: the code flow with PKCE S256 (the provider requires it of every app) and a secret.
    await registerClient(services.db, { clientId, schoolId: schoolId!, name: body.name, redirectUris: body.redirectUris, secret });
    return { client: (await schoolClient(services.db, schoolId!, clientId))!, secret };
  });

  register(app, endpoints.rotateSchoolOAuthClientSecret, async ({ params, services, schoolId }) => {
    const clientId = params.clientId ?? '';
    const secret = randomToken(32);
    if (!(await replaceSecret(services.db, schoolId!, clientId, sha256(secret)))) {
      throw (await schoolClient(services.db, schoolId!, clientId)) ? new ApiError(409, refusals.publicApp) : notFound(refusals.noSuchApp);
    }
    return { client: (await schoolClient(services.db, schoolId!, clientId))!, secret };
  });

  register(app, endpoints.deleteSchoolOAuthClient, async ({ params, services, schoolId }) => {
    const clientId = params.clientId ?? '';
    const deleted = await services.db.transaction((tx) => deleteClient(tx, schoolId!, clientId));
    if (!deleted) throw notFound(refusals.noSuchApp);
    return { clientId, deleted: true as const };
  });
}
