import { OAUTH_SCOPES, type ConsentRequest, type OAuthScope } from '@academy/contract';
import type { AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../../db/index.ts';
import { sha256 } from '../../../auth/crypto.ts';

/** A client app registered for one school (migrations 0012 and 0025). */
export type OAuthClient = {
  clientId: string;
  schoolId: string;
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  secretHash: string | null;
  scopes: OAuthScope[];
};

export type NewClient = { clientId: string; schoolId: string; name: string; redirectUris: string[]; postLogoutRedirectUris?: string[]; secret?: string | null; scopes?: OAuthScope[] };

/** RFC 6749 §3.1.2: an absolute URI without a fragment; never a scheme that runs script in the portal's page. */
export function isAcceptableRedirect(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return !url.hash && !uri.includes('#') && !['javascript:', 'data:', 'vbscript:', 'blob:', 'file:'].includes(url.protocol);
}

/** Registers (or re-registers: seed and tests run it again) a client app. The secret is kept as its SHA-256. */
export async function registerClient(db: Queryable, client: NewClient): Promise<void> {
  const refused = [...client.redirectUris, ...(client.postLogoutRedirectUris ?? [])].find((uri) => !isAcceptableRedirect(uri));
  if (refused !== undefined) throw new Error(`Not a redirect URI an app may register: ${refused}`);
  await db.query(
    `insert into oauth_clients (client_id, school_id, name, redirect_uris, post_logout_redirect_uris, secret_hash, scopes) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (client_id) do update set school_id = excluded.school_id, name = excluded.name, redirect_uris = excluded.redirect_uris,
       post_logout_redirect_uris = excluded.post_logout_redirect_uris, secret_hash = excluded.secret_hash, scopes = excluded.scopes`,
    [client.clientId, client.schoolId, client.name, client.redirectUris, client.postLogoutRedirectUris ?? [], client.secret ? sha256(client.secret) : null, client.scopes ?? ['openid', 'profile']],
  );
}

export async function clientById(db: Queryable, clientId: string): Promise<OAuthClient | null> {
  const [row] = await db.query<{ client_id: string; school_id: string; name: string; redirect_uris: string[]; post_logout_redirect_uris: string[]; secret_hash: string | null; scopes: OAuthScope[] }>(
    'select client_id, school_id, name, redirect_uris, post_logout_redirect_uris, secret_hash, scopes from oauth_clients where client_id = $1 and enabled',
    [clientId],
  );
  return row
    ? { clientId: row.client_id, schoolId: row.school_id, name: row.name, redirectUris: row.redirect_uris, postLogoutRedirectUris: row.post_logout_redirect_uris, secretHash: row.secret_hash, scopes: row.scopes }
    : null;
}

/**
 * The client as the provider sees it: the code flow only (with refresh tokens), a confidential client authenticates
 * with HTTP Basic (`client_secret_basic`), a public one with nothing (PKCE proves it), and only its registered scopes
 * (plus `offline_access`). `client_secret` is the stored SHA-256: provider.ts compares hashes (decision 0028).
 */
export async function clientMetadata(db: Queryable, clientId: string): Promise<AdapterPayload | undefined> {
  if (clientId.length > 100) return undefined;
  const client = await clientById(db, clientId);
  if (!client) return undefined;
  return {
    client_id: client.clientId,
    client_name: client.name,
    school_id: client.schoolId,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: [...client.scopes, 'offline_access'].join(' '),
    ...(client.secretHash ? { client_secret: client.secretHash, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
  };
}

/** The scopes of a request we show and grant: known ones, in their usual order (the provider checked the rest). */
export const shownScopes = (scope: string | undefined): OAuthScope[] => OAUTH_SCOPES.filter((item) => (scope ?? '').split(' ').includes(item));

export async function consentRequest(db: Queryable, client: OAuthClient, scopes: OAuthScope[], redirectUri: string): Promise<ConsentRequest> {
  const [school] = await db.query<{ name: string }>('select name from schools where id = $1', [client.schoolId]);
  return {
    clientId: client.clientId,
    appName: client.name,
    schoolId: client.schoolId,
    schoolName: school?.name ?? client.schoolId,
    scopes,
    redirectHost: URL.canParse(redirectUri) ? new URL(redirectUri).host : '',
  };
}
