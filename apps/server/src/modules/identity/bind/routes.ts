import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { hit } from '../../../http/rateLimit.ts';
import { verifyCode } from '../../../auth/codes.ts';
import { sha256 } from '../../../auth/crypto.ts';
import { bindIdentity, readPendingBind, spendPendingBind } from '../identities.ts';
import { providerById } from '../providers.ts';
import { finishSignIn } from '../signIn.ts';
import { accountOf, otherBinding } from './accounts.ts';
import { maskAccount, maskEmail, maskText } from './mask.ts';
import { offerMove, readMove, spendMove } from './moves.ts';

const refusals = defineMessages({
  tooMany: { id: 'server.identity.bind.tooMany', defaultMessage: 'Too many attempts for this sign-in. Sign in again.' },
  noLongerThisWay: { id: 'server.identity.bind.noLongerThisWay', defaultMessage: 'This school no longer signs in this way. Sign in again.' },
});

/** Where each kind's sign-in starts (the OIDC / SAML / messaging module answers there with a redirect to the provider). */
const START = { enterpriseOauth2: endpoints.oauth2Authorize.path, sso: endpoints.ssoAuthorize.path, hw: endpoints.hwAuthorize.path, imc: endpoints.imcAuthorize.path } as const;
type ButtonKind = keyof typeof START;
/** A corporate SSO over SAML 2.0 starts at the SAML module instead. */
const startPath = (kind: ButtonKind, protocol: string) => (kind === 'sso' && protocol === 'saml' ? endpoints.samlLogin.path : START[kind]);

/** A pending bind allows a few tries (typos, an expired code); the sign-in lockout (auth/lockout.ts) counts them as well. */
const TRIES_PER_BIND = 10;
const tries = (db: Parameters<typeof hit>[0], bindToken: string) =>
  hit(db, `bind:${sha256(bindToken)}`, TRIES_PER_BIND, 900, refusals.tooMany);

/**
 * bind-account, bound-account and bound-account-verify (decision 0019). A new outside identity is bound only to an
 * account the person proved with a fresh code; the pending bind works once, in the browser that started the sign-in.
 */
export function bindRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.signInProviders, async ({ query, services }) => {
    // The welink app is reached from inside the app (spec §2), the internal network from its own page: no button.
    const rows = await services.db.query<{ kind: ButtonKind; protocol: string; display_name: string }>(
      `select distinct on (kind) kind, protocol, display_name from identity_providers
        where school_id = $1 and enabled and kind = any($2) order by kind, id`,
      [query.schoolId, Object.keys(START)],
    );
    return rows.map((row) => ({ kind: row.kind, displayName: row.display_name, startUrl: `${startPath(row.kind, row.protocol)}?${new URLSearchParams({ schoolId: query.schoolId })}` }));
  });

  register(app, endpoints.thirdLoginPending, async ({ query, services, c }) => {
    const pending = await readPendingBind(c, services.db, query.bindToken);
    const provider = await providerById(services, services.db, pending.providerId);
    if (!provider) throw new ApiError(400, refusals.noLongerThisWay);
    return { providerName: provider.displayName, displayName: pending.displayName ?? null, maskedEmail: maskEmail(pending.email) };
  });

  register(app, endpoints.thirdLoginBind, async ({ body, services, c }) => {
    // Checked before the code is spent: another browser's or a used token costs the rightful user nothing.
    await readPendingBind(c, services.db, body.bindToken);
    await tries(services.db, body.bindToken);
    const [field, recipient] = 'mobile' in body ? (['mobile', body.mobile] as const) : (['email', body.email] as const);
    await verifyCode(c, services, recipient, body.code);
    return services.db.transaction(async (tx) => {
      const userId = await accountOf(tx, field, recipient);
      const pending = await readPendingBind(c, tx, body.bindToken);
      const provider = await providerById(services, tx, pending.providerId);
      if (!provider) throw new ApiError(400, refusals.noLongerThisWay);
      const existing = await otherBinding(tx, provider.id, userId, pending.subject);
      if (existing) {
        const moveToken = await offerMove(c, tx, body.bindToken, { userId, recipient, oldSubject: existing.subject });
        return { status: 'boundElsewhere' as const, providerName: provider.displayName, maskedSubject: maskText(existing.subject), maskedEmail: maskEmail(existing.email), maskedAccount: maskAccount(recipient), moveToken };
      }
      await spendPendingBind(c, tx, body.bindToken);
      await bindIdentity(tx, pending, userId);
      const tokens = await finishSignIn(c, services, tx, userId, { providerId: provider.id, kind: provider.kind, idToken: pending.idToken });
      return { status: 'signedIn' as const, returnPath: pending.returnPath, tokens };
    });
  });

  register(app, endpoints.thirdLoginMoveBind, async ({ body, services, c }) => {
    await readPendingBind(c, services.db, body.bindToken);
    const move = await readMove(c, services.db, body.bindToken, body.moveToken);
    await tries(services.db, body.bindToken);
    // One more fresh code to the same phone or e-mail: the move is refused without it.
    await verifyCode(c, services, move.recipient, body.code);
    return services.db.transaction(async (tx) => {
      await spendMove(tx, body.moveToken);
      const pending = await spendPendingBind(c, tx, body.bindToken);
      const provider = await providerById(services, tx, pending.providerId);
      if (!provider) throw new ApiError(400, refusals.noLongerThisWay);
      await tx.query('delete from external_identities where provider_id = $1 and subject = $2 and user_id = $3', [provider.id, move.oldSubject, move.userId]);
      await bindIdentity(tx, pending, move.userId);
      const tokens = await finishSignIn(c, services, tx, move.userId, { providerId: provider.id, kind: provider.kind, idToken: pending.idToken });
      return { status: 'signedIn' as const, returnPath: pending.returnPath, tokens };
    });
  });
}
