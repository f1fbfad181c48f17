import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { oidcRoutes } from './oidc/routes.ts';
import { bindRoutes } from './bind/routes.ts';
import { qrLoginRoutes } from './qrLogin/routes.ts';
import { networkRoutes } from './network/routes.ts';
import { samlRoutes } from './saml/routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { authorizationServerRoutes } from './authorizationServer/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { oauthClientRoutes } from './oauthClients/routes.ts';

/** Every sign-in method beyond the code (issue 20, decision 0019): one folder per method, one shared core here. */
export function identityRoutes(app: Hono<AppEnv>) {
  oidcRoutes(app);
  bindRoutes(app);
  qrLoginRoutes(app);
  networkRoutes(app);
  samlRoutes(app);
  messagingRoutes(app);
  authorizationServerRoutes(app);
  adminRoutes(app);
  oauthClientRoutes(app);
}
