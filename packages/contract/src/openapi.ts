import { z } from './zod.ts';
import { ErrorBody, envelope } from './common.ts';
import { endpoints } from './endpoints.ts';
import type { Access, Endpoint } from './endpoint.ts';
import { openIdProviderPaths, OPENID_SECURITY_SCHEMES } from './openapiProvider.ts';

/** Documents decision 0024's header on the calls that take it. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Send the same key again to repeat this write safely: it is done once and its answer replayed (with Idempotent-Replayed: true); the same key with another input answers 422.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
};

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** How a caller proves who they are: the portal's HttpOnly session cookie, or the same access token as a bearer. */
const SECURITY_SCHEMES = {
  cookieSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'access_token',
    description: 'The portal’s session: the HttpOnly access_token cookie set at sign-in (POST /api/auth/oauth/token). Writes with it must also send X-Requested-With: XMLHttpRequest (CSRF).',
  },
  bearerToken: { type: 'http', scheme: 'bearer', description: 'The same access token as an Authorization: Bearer header (no CSRF header needed).' },
  ...OPENID_SECURITY_SCHEMES,
};

/** Public calls take a session when there is one (the answer may be personal); the others need one. */
const securityFor = (access: Access) => (access === 'public' ? [{}, { cookieSession: [] }, { bearerToken: [] }] : [{ cookieSession: [] }, { bearerToken: [] }]);

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: z.toJSONSchema(ErrorBody) } } });

/** The refusals every call may give (4xx with a message, in the reader's language), by who may call. */
function refusals(access: Access) {
  return {
    400: errorAnswer('Malformed or refused input'),
    ...(access === 'public' ? {} : { 401: errorAnswer('Not signed in, or the session ended'), 403: errorAnswer('Not allowed: another school, another role, or terms not accepted yet') }),
    429: errorAnswer('Too many requests; wait and try again'),
    default: errorAnswer('Another error, with a message'),
  };
}

function success(definition: Endpoint) {
  if (definition.redirects) {
    return {
      [definition.redirects]: {
        description: 'Redirect to the next step of the flow',
        headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string', format: 'uri-reference' } } },
      },
    };
  }
  if (definition.files) {
    const file = { schema: { type: 'string', format: 'binary' } };
    return {
      200: {
        description: 'The file',
        headers: { 'Content-Disposition': { description: 'attachment (or inline) with the file name', schema: { type: 'string' } } },
        content: Object.fromEntries(definition.files.map((type) => [type, file])),
      },
    };
  }
  const response = definition.raw ? definition.response : envelope(definition.response);
  return { 200: { description: 'Success', content: { 'application/json': { schema: z.toJSONSchema(response, { unrepresentable: 'any' }) } } } };
}

/** What each group of calls is about (the contract's `tag`). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: 'The signed-in person’s account: e-mail, mobile, bindings, the third-party skip rule',
  agreements: 'Terms of service and privacy policy: versions, acceptance, withdrawal',
  auth: 'Sign-in with codes, tokens and refresh, logout, the consent step of our OpenID provider',
  classInfo: 'A class as its learners see it: enrolment, activities, courseware, progress, attendance',
  classes: 'The lecturing center: classes, sessions, rosters, files, courseware, live lectures',
  community: 'Community sections, posts, comments and activities',
  complaints: 'Reports about content and their handling by administrators',
  decoration: 'Home-page decoration by a school’s administrators: drafts, releases, logos',
  exams: 'Taking an exam: its rules, attempts the server times and grades, answers saved as the learner goes, screen switches, results',
  feedback: 'The feedback dialog: categories, images, customer-service configuration',
  identity: 'Outside sign-in: enterprise OAuth2, corporate SSO (OpenID, SAML), messaging apps, internal network, QR codes, provider settings',
  invites: 'Invitation links per role',
  live: 'Live broadcasts and appointments',
  market: 'Courses on sale, orders, payments and refunds',
  o3: 'The O3 project zone: cases, courses, projects, activities, rankings',
  openid: 'Our OpenID provider (oidc-provider): discovery, authorization, token, userinfo, JWKS, revocation, logout',
  permissions: 'Operation permissions and roles',
  notifications: 'The notification centre: my notifications in a school, the unread count, marking them read',
  'personal-space': 'Personal spaces: dynamics, works, learning, followers, who may see what',
  portal: 'A school’s portal home: pages, banners, resources, footer, navigation',
  'portal-search': 'Search, search history and popular searches',
  'portal-widgets': 'The home page’s cards: rankings, honours, resources by kind',
  registration: 'Registering an academy or a store, activation codes, first steps',
  schools: 'Schools, sub-schools, members and their settings',
  surveys: 'Satisfaction questionnaires of classes: answers, reminders, results',
};

/** OpenAPI 3.1 generated from the contract: the same schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, definition] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = definition.path.replace(/:(\w+)/g, '{$1}');
    const query = definition.query ? (toSchema(definition.query) as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
    const pathParams = [...definition.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const parameters = [
      ...pathParams,
      ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema })),
      ...(definition.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ];
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = {
      operationId: id,
      summary: definition.summary,
      tags: [definition.tag],
      'x-access': definition.access,
      security: securityFor(definition.access),
      parameters,
      ...(definition.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(definition.body) } } } } : {}),
      responses: { ...success(definition), ...refusals(definition.access) },
    };
  }
  Object.assign(paths, openIdProviderPaths());
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academy Portal API',
      version: '0.1.0',
      description: 'The portal’s calls (generated from packages/contract) and our OpenID provider’s (decision 0028).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The portal’s own origin' }],
    tags: [...new Set([...Object.values(endpoints).map((definition) => definition.tag), 'openid'])].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}
