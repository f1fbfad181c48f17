import type { Hono } from 'hono';
import { endpoints, type School } from '@academy/contract';
import type { Queryable } from '../db/index.ts';
import type { AppEnv } from '../http/context.ts';
import { register } from '../http/register.ts';
import { notFound } from '../http/errors.ts';
import { defineMessages } from '../http/words.ts';

/** Shared with the other modules that look a school up by its id. */
export const schoolRefusals = defineMessages({
  noSchool: { id: 'server.portal.noSchool', defaultMessage: 'No school with this id.' },
});

export type SchoolRow = {
  id: string; name: string; name_en: string | null; names?: School['names']; region: 'mainland' | 'overseas'; default_locale: School['defaultLocale']; open_school: boolean;
  login_method: number; is_o3: boolean; content_review: boolean; logo_url: string | null; theme: School['theme']; decorated: boolean; mobile_portal_url: string | null; locales: School['defaultLocale'][];
  login_disabled?: boolean; network_disabled?: boolean; order_disabled?: boolean;
  /** IANA zone the school's times are shown in (migration 0003). */
  time_zone: string;
};

const toSchool = (row: SchoolRow): School => ({
  id: row.id,
  name: row.name,
  nameEn: row.name_en,
  names: row.names ?? {},
  region: row.region,
  defaultLocale: row.default_locale,
  openSchool: row.open_school,
  loginMethod: row.login_method,
  isO3: row.is_o3,
  logoUrl: row.logo_url,
  theme: row.theme,
  decorated: row.decorated,
  mobilePortalUrl: row.mobile_portal_url,
  timeZone: row.time_zone,
  loginDisabled: row.login_disabled ?? false,
  networkDisabled: row.network_disabled ?? false,
  orderDisabled: row.order_disabled ?? false,
});

export async function findSchool(db: Queryable, schoolId: string): Promise<SchoolRow> {
  const [row] = await db.query<SchoolRow>('select * from schools where id = $1', [schoolId]);
  if (!row) throw notFound(schoolRefusals.noSchool);
  return row;
}

export function schoolRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.schoolDetails, async ({ query, services }) => toSchool(await findSchool(services.db, query.schoolId)), { microCache: true });

  register(app, endpoints.openSchools, async ({ query, services }) => {
    const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
    // Top-level schools only: a sub-school is listed under its school (the sub-school pages, issue 22).
    const filter = 'open_school and parent_id is null and ($1::text is null or name ilike $1 or name_en ilike $1)';
    const rows = await services.db.query<SchoolRow>(`select * from schools where ${filter} order by id limit $2 offset $3`, [pattern, query.pageSize, (query.pageNumber - 1) * query.pageSize]);
    const [total] = await services.db.query<{ n: number }>(`select count(*)::int as n from schools where ${filter}`, [pattern]);
    return { total: total?.n ?? 0, list: rows.map(toSchool) };
  });

  register(app, endpoints.languageSettings, async ({ query, services }) => {
    const school = await findSchool(services.db, query.schoolId);
    return { defaultLocale: school.default_locale, locales: school.locales };
  });

  register(app, endpoints.memberValid, async ({ query, user, services }) => {
    const [row] = await services.db.query<{ is_valid: boolean; school_union_leader: number }>('select is_valid, school_union_leader from members where school_id = $1 and user_id = $2', [query.schoolId, user!.userId]);
    return { isValid: Boolean(row?.is_valid), isSchoolUnionLeader: row?.school_union_leader === 1 };
  });

  register(app, endpoints.memberStatus, async ({ role }) => ({ role: role!, isValid: true }));

  register(app, endpoints.hasPermissions, async ({ c, query, user, services }) => {
    // Spec §6: school id and user id come in headers; the user id must be the caller's own.
    const schoolId = c.req.header('schoolId') ?? c.req.header('tenantId');
    const headerUser = c.req.header('user_id');
    if (!schoolId || (headerUser && headerUser !== user!.userId)) return { allowed: false };
    const [row] = await services.db.query<{ role: string }>('select role from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, user!.userId]);
    // The training (lecturing) center is for those who teach or run classes; decoration for administrators only.
    const allowed = query.operationCode === 'TRAINING_CENTER' ? row?.role === 'lecturer' || row?.role === 'classManager' || row?.role === 'admin' : row?.role === 'admin';
    return { allowed };
  });
}
