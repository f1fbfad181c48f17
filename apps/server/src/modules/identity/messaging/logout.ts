import type { Services } from '../../../http/context.ts';
import type { IdentityProvider } from '../providers.ts';

/**
 * Spec §4 sign-out for an enterprise cloud session (login method 2, the hw app): the provider's own sign-out or
 * sign-in page when its row has one (identity_providers.sign_out_url, migration 0013), else null (our login page).
 */
export async function enterpriseCloudLogoutUrl(services: Services, provider: IdentityProvider): Promise<string | null> {
  if (provider.kind !== 'hw') return null;
  const [row] = await services.db.query<{ sign_out_url: string | null }>('select sign_out_url from identity_providers where id = $1', [provider.id]);
  return row?.sign_out_url ?? null;
}
