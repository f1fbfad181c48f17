import type { Database } from '../db/index.ts';
import { registerClient } from '../modules/identity/authorizationServer/clients.ts';
import { DEMO } from './demoIds.ts';

/**
 * The demo's client app of our OpenID provider (/oauth2/v1/authorize): "Harbour Library" of the mainland
 * school, a confidential client whose redirect URI is a fixed loopback address the e2e test serves.
 */
export const DEMO_OAUTH_CLIENT = {
  clientId: 'harbour-library',
  schoolId: DEMO.mainland,
  name: 'Harbour Library',
  redirectUri: 'http://127.0.0.1:47123/callback',
  /** Where RP-initiated logout may send the browser back to. */
  postLogoutRedirectUri: 'http://127.0.0.1:47123/signed-out',
  secret: 'demo-secret-harbour-library',
  scopes: ['openid', 'profile', 'email'],
} as const;

/** Idempotent: runs on every start like the other identity seeds. */
export async function seedOauthClients(db: Database): Promise<void> {
  const client = DEMO_OAUTH_CLIENT;
  await registerClient(db, { clientId: client.clientId, schoolId: client.schoolId, name: client.name, redirectUris: [client.redirectUri], postLogoutRedirectUris: [client.postLogoutRedirectUri], secret: client.secret, scopes: [...client.scopes] });
}
