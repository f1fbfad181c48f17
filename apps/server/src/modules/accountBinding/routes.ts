import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { captchaRequired } from '../../auth/codes.ts';
import { requestOrigin } from '../identity/oidc/start.ts';
import { latestVersion } from '../agreements/store.ts';
import { bindAddress, sendBindCode } from './bind.ts';
import { decodeSameOrigin } from './openUrl.ts';

const summary = (row: Awaited<ReturnType<typeof latestVersion>>) => (row ? { version: row.version, publishedAt: new Date(row.published_at).toISOString() } : null);

/** Account and security (bind a new e-mail or mobile with a code sent to it), the login page's start, shared addresses, names. */
export function accountBindingRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.bindEmailCode, ({ query, user, services, c }) => sendBindCode(c, services, user!.userId, 'email', query.newEmail));
  register(app, endpoints.bindEmail, ({ query, user, services, c }) => bindAddress(c, services, user!.userId, 'email', query.newEmail, query.emailCode));
  register(app, endpoints.bindSmsCode, ({ body, user, services, c }) => sendBindCode(c, services, user!.userId, 'mobile', body.newMobile));
  register(app, endpoints.bindMobile, ({ body, user, services, c }) => bindAddress(c, services, user!.userId, 'mobile', body.newMobile, body.smsCode));

  register(app, endpoints.loginInit, async ({ body, services, c }) => {
    const [school] = body.schoolId
      ? await services.db.query<{ login_method: number; login_disabled: boolean }>('select login_method, login_disabled from schools where id = $1', [body.schoolId])
      : [];
    const account = body.account?.toLowerCase();
    const [service, privacy] = await Promise.all([latestVersion(services.db, 'service'), latestVersion(services.db, 'privacy')]);
    return {
      loginMethod: school?.login_method ?? null,
      loginDisabled: school?.login_disabled ?? false,
      imageCheckRequired: account ? (await captchaRequired(c, services, account, 'verify')) || (await captchaRequired(c, services, account, 'send')) : false,
      agreements: { service: summary(service), privacy: summary(privacy) },
    };
  });

  // Our identity model never skips the binding step (decision 0019): the answer is the rule, for any platform.
  register(app, endpoints.accountSkip, async ({ query }) => ({ thirdPlatformType: query.third_platform_type, skip: false }));

  register(app, endpoints.decodeUrl, async ({ body, c }) => ({ url: decodeSameOrigin(body.url, requestOrigin(c)) }));

  register(app, endpoints.idsToUsers, async ({ body, user, services }) => {
    // Only people the caller shares a school with (valid members both), and the caller: no directory of strangers.
    const rows = await services.db.query<{ id: string; display_name: string | null; avatar_url: string | null }>(
      `select u.id, coalesce(u.real_name, u.nick_name) as display_name, u.avatar_url from users u
        where u.id = any($1::text[])
          and (u.id = $2 or exists (select 1 from members theirs join members mine on mine.school_id = theirs.school_id
                                    where theirs.user_id = u.id and theirs.is_valid and mine.user_id = $2 and mine.is_valid))
        order by u.id`,
      [[...new Set(body.ids)], user!.userId],
    );
    return rows.map((row) => ({ userId: row.id, displayName: row.display_name, avatarUrl: row.avatar_url }));
  });
}
