import type { Hono } from 'hono';
import { endpoints as inviteEndpoints } from '@academy/contract';
import type { Membership, MemberRole } from './types.ts';
import { safeRedirectPath } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { forbidden } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { findSchool } from '../schools.ts';

const refusals = defineMessages({
  othersMemberships: { id: 'server.invites.othersMemberships', defaultMessage: 'You can see the memberships of members of your own schools only.' },
});

type MembershipRow = { id: string; name: string; name_en: string | null; logo_url: string | null; role: MemberRole; chosen_at: Date | null };

const toMembership = (row: MembershipRow): Membership => ({
  school: { id: row.id, name: row.name, nameEn: row.name_en, logoUrl: row.logo_url },
  role: row.role,
  lastChosenAt: row.chosen_at ? new Date(row.chosen_at).toISOString() : null,
});

/** The valid memberships of a user, the last chosen school first, then by school id; `onlyIn` narrows to those schools. */
async function membershipsOf(db: Queryable, userId: string, onlyAdministeredBy?: string): Promise<Membership[]> {
  const rows = await db.query<MembershipRow>(
    `select s.id, s.name, s.name_en, s.logo_url, m.role, c.chosen_at
     from members m join schools s on s.id = m.school_id
     left join user_school_choice c on c.user_id = m.user_id and c.school_id = m.school_id
     where m.user_id = $1 and m.is_valid
       and ($2::text is null or exists (select 1 from members a where a.school_id = m.school_id and a.user_id = $2 and a.role = 'admin' and a.is_valid))
     order by c.chosen_at desc nulls last, s.id`,
    [userId, onlyAdministeredBy ?? null],
  );
  return rows.map(toMembership);
}

/** The setting naming the school a visitor of this site lands on (`settings.key`), when the operator set one. */
export const DEFAULT_SCHOOL_SETTING = 'default_school_id';

/** Which school a user works in (/login/select), the site's landing school, and a school's languages. */
export function membershipRoutes(app: Hono<AppEnv>) {
  register(app, inviteEndpoints.memberships, async ({ params, services, user }) => {
    const userId = params.userId ?? '';
    if (userId === user!.userId) return membershipsOf(services.db, userId);
    // Someone else's: only an administrator of a school they share, and only in the schools the caller administers.
    const shared = await membershipsOf(services.db, userId, user!.userId);
    if (!shared.length) throw forbidden(refusals.othersMemberships);
    return shared;
  });

  register(app, inviteEndpoints.lastSchoolDetail, async ({ services, user }) => {
    const [latest] = await membershipsOf(services.db, user!.userId);
    return latest?.lastChosenAt ? latest : null;
  });

  register(app, inviteEndpoints.commonCurrentSchool, async ({ body, services, user }) => {
    const [member] = await services.db.query('select 1 from members where school_id = $1 and user_id = $2 and is_valid', [body.schoolId, user!.userId]);
    if (!member) throw forbidden();
    const [row] = await services.db.query<{ chosen_at: Date }>(
      `insert into user_school_choice (user_id, school_id) values ($1, $2)
       on conflict (user_id, school_id) do update set chosen_at = now() returning chosen_at`,
      [user!.userId, body.schoolId],
    );
    return { schoolId: body.schoolId, chosenAt: new Date(row!.chosen_at).toISOString() };
  });

  register(app, inviteEndpoints.jumpSchoolFromConfig, async ({ services }) => {
    const [setting] = await services.db.query<{ id: string }>('select s.id from settings t join schools s on s.id = t.value where t.key = $1', [DEFAULT_SCHOOL_SETTING]);
    const [open] = setting ? [setting] : await services.db.query<{ id: string }>('select id from schools where open_school order by id limit 1');
    return { path: safeRedirectPath(open ? `/portal/${open.id}` : '/login/index', '/login/index') };
  });

  register(app, inviteEndpoints.schoolLanguage, async ({ query, services }) => {
    const school = await findSchool(services.db, query.schoolId);
    return { defaultLocale: school.default_locale, locales: school.locales };
  });
}
