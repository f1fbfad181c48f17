import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * A school administrator's page for the school's sign-in methods (issue 20). The client secret is write-only: an
 * answer says only whether one is stored. Checks that need the server (CIDR ranges, SAML metadata, the stored
 * kind) are made there and answered with the same per-field details.
 */
const BASE = '/api/school/identity-providers';

export const PROVIDER_KINDS = ['enterpriseOauth2', 'sso', 'welink', 'hw', 'imc', 'bignet'] as const;
export const ProviderKind = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof ProviderKind>;
export const ProviderProtocol = z.enum(['oidc', 'saml', 'oauth2', 'network']);
export type ProviderProtocol = z.infer<typeof ProviderProtocol>;

/** The protocols each kind may speak (migration 0007): only corporate SSO has a choice. */
export const PROTOCOLS_OF: Record<ProviderKind, readonly ProviderProtocol[]> = {
  enterpriseOauth2: ['oidc'],
  sso: ['oidc', 'saml'],
  welink: ['oauth2'],
  hw: ['oauth2'],
  imc: ['oauth2'],
  bignet: ['oidc'],
};

export const MAX_REDIRECT_URIS = 10;
export const MAX_IP_RANGES = 50;
export const MAX_SAML_METADATA_BYTES = 100 * 1024;

const parseUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};
const isLoopbackHost = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';

/** An issuer: https, or http only on this machine (the demo's and the tests' parties). */
export const isIssuerUrl = (text: string) => {
  const url = parseUrl(text);
  return !!url && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)));
};

/**
 * A redirect URI the provider may send the browser back to: an absolute http(s) address written in full (the text
 * must be what the URL parser gives back, so `//evil`, `/\evil`, encoded or look-alike forms are refused), with no
 * user name and no fragment.
 */
export const isRedirectUri = (text: string) => {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username || url.password || url.hash || text.includes('#')) return false;
  return url.href === text || `${url.origin}${url.pathname}${url.search}` === text;
};

export const isHttpUrl = (text: string) => {
  const url = parseUrl(text);
  return !!url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
};

/** What the page lists and edits: never the secret, sealed or not. */
export const ProviderSettings = z.object({
  id: z.string(),
  kind: ProviderKind,
  protocol: ProviderProtocol,
  displayName: z.string(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  redirectUris: z.array(z.string()),
  ipRanges: z.array(z.string()),
  signOutUrl: z.string().nullable(),
  hasSamlMetadata: z.boolean(),
  enabled: z.boolean(),
});
export type ProviderSettings = z.infer<typeof ProviderSettings>;

const Line = z.string().trim();
const optionalText = (max: number) => Line.max(max).transform((text) => text || null).nullable().optional();

/** The fields a create and an update share. Absent means "keep" on update; an empty secret keeps the stored one. */
const SettingsFields = z.object({
  displayName: Line.min(1, 'enter a name').max(100, 'at most 100 characters'),
  issuer: optionalText(500).refine((text) => !text || isIssuerUrl(text), 'must be an https address (http only for 127.0.0.1 or localhost)'),
  clientId: optionalText(200),
  clientSecret: z.string().max(500).optional(),
  redirectUris: z
    .array(Line.max(500).refine(isRedirectUri, 'must be a full http(s) address without a user name or #fragment'))
    .max(MAX_REDIRECT_URIS, `at most ${MAX_REDIRECT_URIS} addresses`)
    .optional(),
  ipRanges: z.array(Line.max(100)).max(MAX_IP_RANGES, `at most ${MAX_IP_RANGES} ranges`).optional(),
  signOutUrl: optionalText(500).refine((text) => !text || isHttpUrl(text), 'must be an http(s) address'),
  samlIdpMetadata: z.string().max(MAX_SAML_METADATA_BYTES, 'at most 100 KB').optional(),
  enabled: z.boolean().optional(),
});

export const CreateProviderBody = SettingsFields.extend({ kind: ProviderKind, protocol: ProviderProtocol }).superRefine((body, context) => {
  if (!PROTOCOLS_OF[body.kind].includes(body.protocol)) context.addIssue({ code: 'custom', path: ['protocol'], message: `${body.kind} signs in over ${PROTOCOLS_OF[body.kind].join(' or ')}` });
});
export type CreateProviderBody = z.input<typeof CreateProviderBody>;
export const UpdateProviderBody = SettingsFields.partial();
export type UpdateProviderBody = z.input<typeof UpdateProviderBody>;

const SchoolQuery = z.object({ schoolId: SchoolId });

export const adminEndpoints = {
  schoolProviders: endpoint({
    tag: 'identity', method: 'GET', path: BASE, access: 'admin',
    summary: 'The school’s sign-in methods (administrators): settings without the client secret',
    query: SchoolQuery, response: z.array(ProviderSettings),
  }),
  createSchoolProvider: endpoint({ idempotent: true,
    tag: 'identity', method: 'POST', path: BASE, access: 'admin',
    summary: 'Add a sign-in method to the school (one per kind: a second is 409)',
    query: SchoolQuery, body: CreateProviderBody, response: ProviderSettings,
  }),
  updateSchoolProvider: endpoint({
    tag: 'identity', method: 'PUT', path: `${BASE}/:id`, access: 'admin',
    summary: 'Change a sign-in method of the school; an absent or empty client secret keeps the stored one',
    query: SchoolQuery, body: UpdateProviderBody, response: ProviderSettings,
  }),
};
