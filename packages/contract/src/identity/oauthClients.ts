import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { OAuthScope } from './authorizationServer.ts';

/**
 * The school administrators' page for the apps that sign in through our OpenID provider (issue 32, decision 0028).
 * A secret is shown once, in the answer that made it (create, rotate); at rest it is only its SHA-256.
 */
const BASE = '/api/school/oauth-clients';

export const MAX_CLIENT_REDIRECT_URIS = 10;

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Where the provider may send a code: an https address, or http only on this machine (a developer's app), written
 * in full (the text is what the URL parser gives back, so `//evil`, `\`, dot segments and encodings are refused),
 * without a user name or fragment.
 */
export function isClientRedirectUri(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) return false;
  if (url.username || url.password || url.hash || text.includes('#')) return false;
  return url.href === text || `${url.origin}${url.pathname}${url.search}` === text;
}

export const OAuthClientSummary = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  scopes: z.array(OAuthScope),
  /** Has a secret (client_secret_basic); a public app proves itself with PKCE alone. */
  confidential: z.boolean(),
  createdAt: z.string(),
});
export type OAuthClientSummary = z.infer<typeof OAuthClientSummary>;

/** The client with its secret in clear: the only time anyone sees it. */
export const OAuthClientWithSecret = z.object({ client: OAuthClientSummary, secret: z.string() });
export type OAuthClientWithSecret = z.infer<typeof OAuthClientWithSecret>;

export const CreateOAuthClientBody = z.object({
  name: z.string().trim().min(1, 'enter a name').max(100, 'at most 100 characters'),
  redirectUris: z
    .array(z.string().trim().max(500).refine(isClientRedirectUri, 'must be a full https address (http only for localhost or 127.0.0.1), without a user name or #fragment'))
    .min(1, 'enter at least one redirect URI')
    .max(MAX_CLIENT_REDIRECT_URIS, `at most ${MAX_CLIENT_REDIRECT_URIS} addresses`)
    .refine((uris) => new Set(uris).size === uris.length, 'each address only once'),
});
export type CreateOAuthClientBody = z.input<typeof CreateOAuthClientBody>;

const SchoolQuery = z.object({ schoolId: SchoolId });

export const oauthClientEndpoints = {
  schoolOAuthClients: endpoint({
    tag: 'identity', method: 'GET', path: BASE, access: 'admin',
    summary: 'The apps registered to sign in through our OpenID provider for the school (administrators), never their secrets',
    query: SchoolQuery, response: z.array(OAuthClientSummary),
  }),
  createSchoolOAuthClient: endpoint({
    tag: 'identity', method: 'POST', path: BASE, access: 'admin',
    summary: 'Register an app for the school: code flow with PKCE S256 required; the answer carries its secret, shown this once',
    query: SchoolQuery, body: CreateOAuthClientBody, response: OAuthClientWithSecret,
  }),
  rotateSchoolOAuthClientSecret: endpoint({
    tag: 'identity', method: 'POST', path: `${BASE}/:clientId/secret`, access: 'admin',
    summary: 'Give an app a new secret (the old one stops working at once); the answer carries it, shown this once',
    query: SchoolQuery, response: OAuthClientWithSecret,
  }),
  deleteSchoolOAuthClient: endpoint({
    tag: 'identity', method: 'DELETE', path: `${BASE}/:clientId`, access: 'admin',
    summary: 'Remove an app of the school with its consents, codes and tokens',
    query: SchoolQuery, response: z.object({ clientId: z.string(), deleted: z.literal(true) }),
  }),
};
