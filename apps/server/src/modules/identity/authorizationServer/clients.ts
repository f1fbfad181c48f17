import { OAUTH_SCOPES, type AuthorizeQuery, type ConsentRequest, type OAuthScope } from '@academy/contract';
import type { Queryable } from '../../../db/index.ts';
import type { Services, SessionUser } from '../../../http/context.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { safeEqual, sha256 } from '../../../auth/crypto.ts';

const refusals = defineMessages({
  unknownScope: { id: 'server.identity.oauth.unknownScope', defaultMessage: 'The app asks for a scope it is not registered for.' },
  unknownApp: { id: 'server.identity.oauth.unknownApp', defaultMessage: 'This app is not registered.' },
  unknownRedirect: { id: 'server.identity.oauth.unknownRedirect', defaultMessage: 'This redirect address is not registered for the app.' },
  notMember: { id: 'server.identity.oauth.notMember', defaultMessage: 'This app belongs to a school you are not a member of.' },
});

/** A client app registered for one school (migration 0012). */
export type OAuthClient = { clientId: string; schoolId: string; name: string; redirectUris: string[]; secretHash: string | null; scopes: OAuthScope[] };

export type NewClient = { clientId: string; schoolId: string; name: string; redirectUris: string[]; secret?: string | null; scopes?: OAuthScope[] };

/** RFC 6749 §3.1.2: an absolute URI without a fragment; never a scheme that runs script in the portal's page. */
export function isAcceptableRedirect(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return !url.hash && !uri.includes('#') && !['javascript:', 'data:', 'vbscript:', 'blob:', 'file:'].includes(url.protocol);
}

/** Registers (or re-registers: seed and tests run it again) a client app. The secret is kept as its SHA-256. */
export async function registerClient(db: Queryable, client: NewClient): Promise<void> {
  const refused = client.redirectUris.find((uri) => !isAcceptableRedirect(uri));
  if (refused !== undefined) throw new Error(`Not a redirect URI an app may register: ${refused}`);
  await db.query(
    `insert into oauth_clients (client_id, school_id, name, redirect_uris, secret_hash, scopes) values ($1, $2, $3, $4, $5, $6)
     on conflict (client_id) do update set school_id = excluded.school_id, name = excluded.name, redirect_uris = excluded.redirect_uris,
       secret_hash = excluded.secret_hash, scopes = excluded.scopes`,
    [client.clientId, client.schoolId, client.name, client.redirectUris, client.secret ? sha256(client.secret) : null, client.scopes ?? ['openid', 'profile']],
  );
}

export async function clientById(db: Queryable, clientId: string): Promise<OAuthClient | null> {
  const [row] = await db.query<{ client_id: string; school_id: string; name: string; redirect_uris: string[]; secret_hash: string | null; scopes: OAuthScope[] }>(
    'select client_id, school_id, name, redirect_uris, secret_hash, scopes from oauth_clients where client_id = $1 and enabled',
    [clientId],
  );
  return row ? { clientId: row.client_id, schoolId: row.school_id, name: row.name, redirectUris: row.redirect_uris, secretHash: row.secret_hash, scopes: row.scopes } : null;
}

/** Exact match only: a prefix, a look-alike host, another port or an encoded variant is a different URI. */
export const isRegisteredRedirect = (client: OAuthClient, redirectUri: string) => client.redirectUris.includes(redirectUri);

/** A confidential client proves itself with its secret; a public one has none to send (PKCE proves the caller). */
export function clientAuthenticated(client: OAuthClient, secret: string | undefined): boolean {
  if (!client.secretHash) return secret === undefined;
  return secret !== undefined && safeEqual(sha256(secret), client.secretHash);
}

/** The requested scopes (space-separated, `openid` when empty), each known and registered for the client. */
export function requestedScopes(client: OAuthClient, scope: string | undefined): OAuthScope[] {
  const asked = [...new Set((scope ?? '').split(' ').filter(Boolean))];
  if (asked.length === 0) return ['openid'];
  const known = new Set<string>(OAUTH_SCOPES);
  if (asked.some((item) => !known.has(item) || !client.scopes.includes(item as OAuthScope))) throw badRequest(refusals.unknownScope);
  return OAUTH_SCOPES.filter((item) => asked.includes(item));
}

export type CheckedRequest = { client: OAuthClient; redirectUri: string; scopes: OAuthScope[] };

/**
 * RFC 6749 §4.1.2.1: an unknown client or an unregistered redirect URI is answered here (an error page), never by a
 * redirect. The person must belong to the app's school: a school's app signs in that school's members only.
 */
export async function checkRequest(services: Services, user: SessionUser, query: AuthorizeQuery): Promise<CheckedRequest> {
  const client = await clientById(services.db, query.client_id);
  if (!client) throw badRequest(refusals.unknownApp);
  if (!isRegisteredRedirect(client, query.redirect_uri)) throw badRequest(refusals.unknownRedirect);
  const scopes = requestedScopes(client, query.scope);
  const [member] = await services.db.query('select 1 from members where school_id = $1 and user_id = $2 and is_valid', [client.schoolId, user.userId]);
  if (!member) throw forbidden(refusals.notMember);
  return { client, redirectUri: query.redirect_uri, scopes };
}

export async function consentRequest(db: Queryable, checked: CheckedRequest): Promise<ConsentRequest> {
  const [school] = await db.query<{ name: string }>('select name from schools where id = $1', [checked.client.schoolId]);
  return {
    clientId: checked.client.clientId,
    appName: checked.client.name,
    schoolId: checked.client.schoolId,
    schoolName: school?.name ?? checked.client.schoolId,
    scopes: checked.scopes,
    redirectHost: new URL(checked.redirectUri).host,
  };
}
