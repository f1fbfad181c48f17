import type { Hono } from 'hono';
import { endpoints, type User } from '@academy/contract';
import type { AppEnv, Services } from '../http/context.ts';
import { register } from '../http/register.ts';
import { unauthorized } from '../http/errors.ts';
import { clearSessionCookies, readCookie, REFRESH_COOKIE, setSessionCookies } from '../http/cookies.ts';
import { rememberReaderLocale } from '../http/requestLocale.ts';
import { captchaRequired, sendCode, verifyCode } from '../auth/codes.ts';
import { newImageCheck, solveImageCheck } from '../auth/imageCheck.ts';
import { clientOf } from '../auth/lockout.ts';
import { clientIp } from '../http/clientIp.ts';
import { randomId } from '../auth/crypto.ts';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken, startSession } from '../auth/tokens.ts';
import { hit } from '../http/rateLimit.ts';
import { defineMessages } from '../http/words.ts';
import { oidcLogoutUrl, sessionOfRefreshToken, sessionSignIn } from './identity/oidc/logout.ts';
import { requestOrigin } from './identity/oidc/start.ts';
import { deleteUnusedCodes } from './identity/authorizationServer/adapter.ts';

const refusals = defineMessages({
  verificationFailed: { id: 'server.auth.verificationFailed', defaultMessage: 'Verification failed, please Login again.' },
  tooManySignIns: { id: 'server.auth.tooManySignIns', defaultMessage: 'Too many sign-in attempts. Wait a minute.' },
  noRefreshToken: { id: 'server.auth.noRefreshToken', defaultMessage: 'No refresh token.' },
  refreshReused: { id: 'server.auth.refreshReused', defaultMessage: 'This session was ended because a refresh token was used twice. Sign in again.' },
  sessionEnded: { id: 'server.auth.sessionEnded', defaultMessage: 'Your session has ended. Sign in again.' },
});

/** Spec §3 user state, with the schools and roles the user holds. */
export async function loadUser(services: Services, userId: string): Promise<User> {
  const [user] = await services.db.query<{ id: string; real_name: string | null; nick_name: string | null; mobile: string | null; email: string | null; avatar_url: string | null }>(
    'select id, real_name, nick_name, mobile, email, avatar_url from users where id = $1',
    [userId],
  );
  if (!user) throw unauthorized(refusals.verificationFailed);
  const schools = await services.db.query<{ school_id: string; role: 'learner' | 'lecturer' | 'admin'; school_union_leader: number }>(
    'select school_id, role, school_union_leader from members where user_id = $1 and is_valid order by school_id',
    [userId],
  );
  return {
    userId: user.id,
    realName: user.real_name,
    nickName: user.nick_name,
    mobile: user.mobile,
    email: user.email,
    avatarUrl: user.avatar_url,
    // Spec §5: the union-leader flag is true only when schoolUnionLeader equals 1.
    schools: schools.map((row) => ({ schoolId: row.school_id, role: row.role, isSchoolUnionLeader: row.school_union_leader === 1 })),
  };
}

/** Finds the account for a verified phone or e-mail, creating it on first sign-in. */
async function accountFor(services: Services, field: 'mobile' | 'email', value: string): Promise<string> {
  const [existing] = await services.db.query<{ id: string }>(`select id from users where ${field} = $1`, [value]);
  if (existing) return existing.id;
  const id = randomId();
  await services.db.query(`insert into users (id, ${field}) values ($1, $2) on conflict (${field}) do nothing`, [id, value]);
  const [row] = await services.db.query<{ id: string }>(`select id from users where ${field} = $1`, [value]);
  return row!.id;
}

export function authRoutes(app: Hono<AppEnv>) {
  for (const definition of [endpoints.sendSmsCode, endpoints.sendSmsCodeV2]) {
    register(app, definition, ({ body, services, c }) => sendCode(c, services, 'sms', body.mobile));
  }
  for (const definition of [endpoints.sendEmailCode, endpoints.sendEmailCodeV2]) {
    register(app, definition, ({ body, services, c }) => sendCode(c, services, 'email', body.email));
  }
  register(app, endpoints.mobileExisted, async ({ query, services }) => ({ existed: (await services.db.query('select 1 from users where mobile = $1', [query.mobile])).length > 0 }));
  register(app, endpoints.emailExisted, async ({ query, services }) => ({ existed: (await services.db.query('select 1 from users where email = $1', [query.email])).length > 0 }));
  // Per client (this browser and address): another client's wrong codes never put the check in front of this one.
  register(app, endpoints.imageCaptchaRequired, async ({ query, services, c }) => {
    const account = query.account.trim().toLowerCase();
    return { required: (await captchaRequired(c, services, account, 'verify')) || (await captchaRequired(c, services, account, 'send')) };
  });
  register(app, endpoints.imageCheckChallenge, ({ body, services, c }) => newImageCheck(services, body.account, clientOf(c).browser));
  register(app, endpoints.imageCheckAnswer, async ({ body, services, c }) => ({ passed: await solveImageCheck(services, body.account, clientOf(c).browser, body.challengeId, body.answer) }));

  register(app, endpoints.token, async ({ body, services, c }) => {
    await hit(services.db, `token-ip:${clientIp(c)}`, 60, 60, refusals.tooManySignIns);
    if (body.grant_type === 'refresh_token') {
      const token = body.refresh_token ?? readCookie(c, REFRESH_COOKIE);
      // Spec §5: refresh without a refresh token fails.
      if (!token) throw unauthorized(refusals.noRefreshToken);
      const outcome = await rotateRefreshToken(services, token);
      if (!outcome.ok) {
        clearSessionCookies(c);
        throw unauthorized(outcome.reason === 'reused' ? refusals.refreshReused : refusals.sessionEnded);
      }
      setSessionCookies(c, outcome.pair, services.config.refreshTokenDays);
      await rememberReaderLocale(c, services.db, outcome.pair.userId);
      return { access_token: outcome.pair.accessToken, refresh_token: outcome.pair.refreshToken, token_type: 'bearer' as const, expires_in: outcome.pair.expiresIn, user_id: outcome.pair.userId };
    }
    const [field, value] = body.grant_type === 'sms_code' ? (['mobile', body.mobile] as const) : (['email', body.email] as const);
    await verifyCode(c, services, value, body.code);
    const userId = await accountFor(services, field, value);
    const pair = await services.db.transaction((tx) => startSession(tx, services, userId));
    await rememberReaderLocale(c, services.db, userId);
    setSessionCookies(c, pair, services.config.refreshTokenDays);
    return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer' as const, expires_in: pair.expiresIn, user_id: userId };
  });

  register(app, endpoints.me, ({ user, services }) => loadUser(services, user!.userId));
  // The language menu, signed in: e-mails follow the new language now, not from the next session renewal.
  register(app, endpoints.rememberLanguage, async ({ body, user, services, c }) => {
    await rememberReaderLocale(c, services.db, user!.userId, body.locale);
    return { locale: body.locale };
  });

  register(app, endpoints.updateMe, async ({ body, user, services }) => {
    await services.db.query('update users set real_name = $2 where id = $1', [user!.userId, body.realName]);
    return loadUser(services, user!.userId);
  });

  register(app, endpoints.logout, async ({ user, services, c }) => {
    const refresh = readCookie(c, REFRESH_COOKIE);
    // Spec §4: where sign-out goes next follows how this session began, as stored on the server (never a value the
    // browser sends). The session is known by the access token, or by the refresh token once the access token expired.
    const sessionId = user?.sessionId ?? (refresh ? await sessionOfRefreshToken(services.db, refresh) : null);
    const began = sessionId ? await sessionSignIn(services.db, sessionId) : null;
    await services.db.transaction(async (tx) => {
      if (user) {
        await revokeSession(tx, user.sessionId);
        // Spec §4: unused authorization codes under 600 seconds old are deleted at logout (identity/authorizationServer).
        await deleteUnusedCodes(tx, user.userId);
      }
      if (refresh) await revokeByRefreshToken(tx, refresh);
    });
    clearSessionCookies(c);
    return { signedOut: true as const, next: await oidcLogoutUrl(services, began, requestOrigin(c)) };
  });
}
