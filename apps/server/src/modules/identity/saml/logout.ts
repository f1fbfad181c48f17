import * as samlify from 'samlify';
import type { Services } from '../../../http/context.ts';
import type { IdentityProvider } from '../providers.ts';
import { entityIdFor } from './entities.ts';

const NAMEID_UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** The NameID the IdP knows this user by: the subject of their identity at the provider (the latest used). */
async function subjectOf(services: Services, providerId: string, userId: string): Promise<string | null> {
  const [row] = await services.db.query<{ subject: string }>(
    'select subject from external_identities where provider_id = $1 and user_id = $2 order by last_login_at desc limit 1',
    [providerId, userId],
  );
  return row?.subject ?? null;
}

/**
 * Spec §4 sign-out for a corporate SSO session begun over SAML: a LogoutRequest (HTTP-Redirect binding) to the
 * SingleLogoutService the IdP's metadata names, from this school's SP, for the person's NameID; RelayState is our
 * login page. Null (our login page) when the metadata names no redirect SLO or the person is no longer bound.
 */
export async function samlLogoutUrl(services: Services, provider: IdentityProvider, userId: string, origin: string): Promise<string | null> {
  if (provider.protocol !== 'saml' || !provider.samlIdpMetadata) return null;
  try {
    const idp = samlify.IdentityProvider({ metadata: provider.samlIdpMetadata });
    if (typeof idp.entityMeta.getSingleLogoutService('redirect') !== 'string') return null;
    const subject = await subjectOf(services, provider.id, userId);
    if (!subject) return null;
    // The same entity id as at sign-in (entities.ts): the IdP knows the session by it.
    const sp = samlify.ServiceProvider({ entityID: entityIdFor(origin, provider.schoolId), nameIDFormat: [NAMEID_UNSPECIFIED], authnRequestsSigned: false });
    const request = sp.createLogoutRequest(idp, 'redirect', { logoutNameID: subject }, { relayState: `${origin}/login/index` });
    return request.context;
  } catch (error) {
    services.log.warn({ provider: provider.id, err: error }, 'SAML single logout address unavailable');
    return null;
  }
}
