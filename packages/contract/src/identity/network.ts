import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { imageCheckEndpoints } from './imageCheck.ts';

export * from './imageCheck.ts';

/**
 * Internal-network sign-in (`/bigNet/v1/authorize`, issue 20): allowed only from the school's own address ranges,
 * judged from the connection (a forwarded address only from a trusted proxy). From inside, the school's intranet
 * OpenID provider signs the person in.
 */
export const ClientAddress = z.object({
  /** The address the server sees this browser at. */
  ip: z.string(),
  /** With `schoolId`: whether that address is in the school's internal network. */
  inSchoolNetwork: z.boolean().optional(),
});
export type ClientAddress = z.infer<typeof ClientAddress>;

export const networkEndpoints = {
  ...imageCheckEndpoints,
  clientIp: endpoint({
    tag: 'identity', method: 'GET', path: '/api/accounts/open/client/ip', access: 'public',
    summary: 'The address this browser is seen at, and with schoolId whether it is inside that school’s network',
    query: z.object({ schoolId: SchoolId.optional() }), response: ClientAddress,
  }),
  bignetAuthorize: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/bignet/authorize', access: 'public', raw: true, redirects: 302,
    summary: 'Starts internal-network sign-in: 302 to the school’s intranet provider, or 403 from outside the school’s network',
    query: z.object({ schoolId: SchoolId, redirect: z.string().max(2000).optional() }), response: z.unknown(),
  }),
};
