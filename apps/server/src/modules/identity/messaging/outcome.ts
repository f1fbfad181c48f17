import type { Context } from 'hono';
import type { SignInOutcome } from '@academy/contract';
import type { Services } from '../../../http/context.ts';
import { boundUser, parkIdentity, type OutsideIdentity } from '../identities.ts';
import type { IdentityProvider } from '../providers.ts';
import { finishSignIn } from '../signIn.ts';
import { maskEmail } from '../bind/mask.ts';

/**
 * The end of every outside sign-in (SAML and the messaging apps): a bound identity signs in (cookies set, the
 * session keeps the provider); a new one is parked for bind-account. Looked up by (provider, subject) only.
 */
export async function signInOrPark(c: Context, services: Services, provider: IdentityProvider, identity: OutsideIdentity, returnPath: string): Promise<SignInOutcome> {
  const signedIn = await services.db.transaction(async (tx) => {
    const userId = await boundUser(tx, identity);
    return userId ? finishSignIn(c, services, tx, userId, { providerId: provider.id, kind: provider.kind, idToken: identity.idToken ?? null }) : null;
  });
  if (signedIn) return { status: 'signedIn', returnPath, tokens: signedIn };
  const bindToken = await parkIdentity(c, services, identity, returnPath);
  return { status: 'bind', returnPath, bindToken, providerName: provider.displayName, displayName: identity.displayName ?? null, maskedEmail: maskEmail(identity.email) };
}
