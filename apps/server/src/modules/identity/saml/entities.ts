import * as samlify from 'samlify';
import * as xmllint from '@authenio/samlify-node-xmllint';
import type { Context } from 'hono';
import { ApiError } from '../../../http/errors.ts';
import { identityRefusals } from '../refusals.ts';
import { redirectUriFor, type IdentityProvider } from '../providers.ts';

// Every SAML message is checked against the SAML 2.0 schemas before samlify reads it (a malformed or XXE document
// never reaches the signature check).
samlify.setSchemaValidator(xmllint);

export const ACS_PATH = '/api/auth/open/thirdlogin/saml/acs';
export const METADATA_PATH = '/api/auth/open/third/saml/metadata';
/** Clock difference tolerated between us and the identity provider (NotBefore / NotOnOrAfter), in ms. */
const CLOCK_DRIFT = 60_000;

/** The origin this request came to (https when a TLS-terminating proxy says so). */
export function originOf(c: Context): string {
  const url = new URL(c.req.url);
  const protocol = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  return `${protocol}//${url.host}`;
}

/** The school's own service-provider entity id: its metadata address, so each school is a separate audience. */
export const entityIdFor = (origin: string, schoolId: string) => `${origin}${METADATA_PATH}?schoolId=${schoolId}`;

export type SamlPair = { sp: samlify.ServiceProviderInstance; idp: samlify.IdentityProviderInstance; entityId: string; acsUrl: string };

/**
 * Our SP for the school of this provider row. The ACS must be registered for this origin in the row (exact match);
 * `requestId`, when given, becomes the AuthnRequest's ID (the flow keeps it to check InResponseTo).
 */
export function serviceProvider(c: Context, provider: IdentityProvider, requestId?: string) {
  if (provider.protocol !== 'saml') throw new ApiError(404, identityRefusals.notThisWay);
  const origin = originOf(c);
  const acsUrl = redirectUriFor(provider, origin, ACS_PATH);
  const entityId = entityIdFor(origin, provider.schoolId);
  const settings: samlify.ServiceProviderInstance['entitySetting'] = {
    entityID: entityId,
    authnRequestsSigned: false,
    wantAssertionsSigned: true,
    assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: acsUrl }],
    clockDrifts: [-CLOCK_DRIFT, CLOCK_DRIFT],
    ...(requestId ? { generateID: () => requestId } : {}),
  };
  return { sp: samlify.ServiceProvider(settings), entityId, acsUrl };
}

/** Our SP and the school's IdP (from the metadata in its provider row). */
export function samlPair(c: Context, provider: IdentityProvider, requestId?: string): SamlPair {
  if (!provider.samlIdpMetadata) throw new ApiError(404, identityRefusals.notThisWay);
  return { ...serviceProvider(c, provider, requestId), idp: samlify.IdentityProvider({ metadata: provider.samlIdpMetadata }) };
}
