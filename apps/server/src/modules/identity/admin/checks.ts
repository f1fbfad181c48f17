import * as samlify from 'samlify';
import { invalidRequest } from '../../../http/errors.ts';
import { isIpRange } from '../../../http/clientIp.ts';
import type { AdminProviderKind as ProviderKind, ProviderProtocol } from '@academy/contract';

type Detail = { path: string; message: string };
type Checked = { kind: ProviderKind; protocol: ProviderProtocol; ipRanges?: string[] | undefined; samlIdpMetadata?: string | undefined };

/** Whether the text is a SAML IdP's metadata samlify can sign in with: an entity id and a single sign-on service. */
function isIdpMetadata(xml: string): boolean {
  try {
    const idp = samlify.IdentityProvider({ metadata: xml });
    const meta = idp.entityMeta;
    // samlify answers the address for a binding, or every binding's address when the asked one is missing.
    const service = meta.getSingleSignOnService(samlify.Constants.namespace.binding.redirect);
    const addresses = typeof service === 'string' ? [service] : Object.values(service ?? {});
    return !!meta.getEntityID() && addresses.some((address) => typeof address === 'string' && address.length > 0);
  } catch {
    return false;
  }
}

/**
 * The checks the contract cannot make (they need node's address parser, samlify or the stored kind): one detail per
 * field, all at once, as a 400 like the contract's own.
 */
export function checkSettings(settings: Checked): void {
  const details: Detail[] = [];
  const ranges = settings.ipRanges ?? [];
  if (ranges.length && settings.kind !== 'bignet') details.push({ path: 'ipRanges', message: 'only the internal-network method has address ranges' });
  ranges.forEach((range, index) => {
    if (settings.kind === 'bignet' && !isIpRange(range)) details.push({ path: `ipRanges.${index}`, message: 'must be an IPv4 or IPv6 range such as 10.0.0.0/8' });
  });
  const metadata = settings.samlIdpMetadata?.trim();
  if (metadata && settings.protocol !== 'saml') details.push({ path: 'samlIdpMetadata', message: 'only a SAML method has identity-provider metadata' });
  else if (metadata && !isIdpMetadata(metadata)) details.push({ path: 'samlIdpMetadata', message: 'must be a SAML identity provider’s metadata (XML with its entity id and sign-on service)' });
  if (details.length) throw invalidRequest(details);
}
