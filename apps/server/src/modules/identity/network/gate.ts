import type { Services } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { inRanges, lenientIpRangeList } from '../../../http/clientIp.ts';
import { providerFor, type IdentityProvider } from '../providers.ts';

const refusals = defineMessages({
  outsideNetwork: { id: 'server.identity.outsideNetwork', defaultMessage: 'Internal-network sign-in works only from the school’s network.' },
});

/** Whether an address lies in the provider's ranges (IPv4 and IPv6; an IPv4-mapped IPv6 address counts as IPv4). */
export const inProviderNetwork = (provider: IdentityProvider, address: string) => inRanges(lenientIpRangeList(provider.ipRanges), address);

/** The school's internal-network provider, or null when the school has none (nobody is inside then). */
export async function bignetProviderOf(services: Services, schoolId: string): Promise<IdentityProvider | null> {
  try {
    return await providerFor(services, schoolId, 'bignet');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Refuses (403) a request from outside the provider's ranges. */
export function requireInsideNetwork(provider: IdentityProvider, address: string): void {
  if (!inProviderNetwork(provider, address)) throw new ApiError(403, refusals.outsideNetwork);
}
