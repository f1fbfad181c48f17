import type { Hono } from 'hono';
import { AUTH_CODE_SECONDS, endpoints, type ClientUserInfo } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { hit } from '../../../http/rateLimit.ts';
import { clientIp } from '../../../http/clientIp.ts';
import { sha256 } from '../../../auth/crypto.ts';
import { checkRequest, clientAuthenticated, clientById, consentRequest } from './clients.ts';
import { hasConsent, issueCode, lockCode, pkceMatches, redirectWith, rememberConsent, spendCode } from './codes.ts';
import { bearerGrant, CLIENT_TOKEN_SECONDS, issueAccessToken, revokeTokensOfCode } from './accessTokens.ts';

// The token and userinfo calls answer a client app's server, not a reader: their refusals (OAuth2 error codes and
// the sentences after them) stay in English.
const invalidGrant = () => badRequest('invalid_grant: the code is unknown, expired, already used, or was issued for another app or address.');

/**
 * Our own authorization server (`/oauth2/v1/authorize`, issue 20): registered apps per school, exact redirect URIs,
 * PKCE S256, a consent screen remembered per app and scopes, codes used once within 600 s, a replayed code revoking
 * what it issued. Logout deletes the person's unused codes (auth.ts).
 */
export function authorizationServerRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.authorize, async ({ query, user, services }) => {
    const checked = await checkRequest(services, user!, query);
    if (!(await hasConsent(services.db, user!.userId, checked.client.clientId, checked.scopes))) {
      return { status: 'consent' as const, request: await consentRequest(services.db, checked) };
    }
    const code = await issueCode(services.db, user!.userId, checked, query);
    return { status: 'issued' as const, code, expiresIn: AUTH_CODE_SECONDS, redirectTo: redirectWith(checked.redirectUri, { code, state: query.state }) };
  });

  register(app, endpoints.authorizeConsent, async ({ body, user, services }) => {
    const checked = await checkRequest(services, user!, body);
    if (!body.allow) return { redirectTo: redirectWith(checked.redirectUri, { error: 'access_denied', state: body.state }) };
    const code = await services.db.transaction(async (tx) => {
      await rememberConsent(tx, user!.userId, checked.client.clientId, checked.scopes);
      return issueCode(tx, user!.userId, checked, body);
    });
    return { redirectTo: redirectWith(checked.redirectUri, { code, state: body.state }) };
  });

  register(app, endpoints.deleteAuthCode, async ({ query, user, services }) => {
    const rows = await services.db.query('delete from auth_codes where code_hash = $1 and user_id = $2 and used_at is null returning code_hash', [sha256(query.code), user!.userId]);
    return { deleted: rows.length > 0 };
  });

  register(app, endpoints.clientToken, async ({ body, services, c }) => {
    await hit(services.db, `client-token-ip:${clientIp(c)}`, 60, 60, 'Too many token requests. Wait a minute.');
    const client = await clientById(services.db, body.client_id);
    if (!client || !clientAuthenticated(client, body.client_secret)) throw new ApiError(401, 'invalid_client: unknown app or wrong client secret.');
    // The revocation of a replay must be committed even though the answer is an error: decide inside, throw after.
    const outcome = await services.db.transaction(async (tx) => {
      const code = await lockCode(tx, body.code);
      if (!code || code.clientId !== client.clientId) return null;
      if (code.used) {
        await revokeTokensOfCode(tx, code.codeHash);
        return null;
      }
      // Spent whatever follows: a wrong verifier or address gets no second guess at the same code.
      await spendCode(tx, code.codeHash);
      if (code.expired || code.redirectUri !== body.redirect_uri || !pkceMatches(body.code_verifier, code.challenge)) return null;
      return { token: await issueAccessToken(tx, { codeHash: code.codeHash, clientId: client.clientId, userId: code.userId, scope: code.scope }), scope: code.scope };
    });
    if (!outcome) throw invalidGrant();
    return { access_token: outcome.token, token_type: 'Bearer' as const, expires_in: CLIENT_TOKEN_SECONDS, scope: outcome.scope };
  });

  register(app, endpoints.clientUserInfo, async ({ services, c }) => {
    const grant = await bearerGrant(c, services.db);
    const [person] = await services.db.query<{ id: string; real_name: string | null; nick_name: string | null; email: string | null; mobile: string | null }>(
      'select id, real_name, nick_name, email, mobile from users where id = $1',
      [grant.userId],
    );
    if (!person) throw new ApiError(401, 'The access token is unknown, expired or revoked.');
    const info: ClientUserInfo = { sub: person.id };
    if (grant.scopes.includes('profile')) info.name = person.real_name ?? person.nick_name;
    if (grant.scopes.includes('email')) info.email = person.email;
    if (grant.scopes.includes('phone')) info.phone_number = person.mobile;
    return info;
  });
}
