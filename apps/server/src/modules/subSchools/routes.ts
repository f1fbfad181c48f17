import type { Hono } from 'hono';
import { endpoints, type PageComposition } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { findSchool, schoolRefusals } from '../schools.ts';
import { childrenOf, isValidMember, likePattern, SUB_SCHOOL_COLUMNS, toSubSchool, type SubSchoolRow } from './queries.ts';
import { hostName, isUnionLeaderValue, unionJoinDecision, type UnionJoin } from './unionRules.ts';

type TopRow = { id: string; name: string; name_en: string | null; logo_url: string | null };
type ThemeColumn = { light: Record<string, string>; dark?: Record<string, string> } | null;

const refusals = defineMessages({
  noSubSchool: { id: 'server.subSchools.noSubSchool', defaultMessage: 'This school has no sub-school with this id.' },
});

const KEYWORD_FILTER = '($KW::text is null or s.name ilike $KW or s.name_en ilike $KW)';
const keywordFilter = (index: number) => KEYWORD_FILTER.replaceAll('$KW', `$${index}`);

/** The brand colours of a school's theme column (its id and name are not part of a page theme). */
const pageTheme = (theme: ThemeColumn) => (theme?.light ? (theme.dark ? { light: theme.light, dark: theme.dark } : { light: theme.light }) : null);

export function subSchoolRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.subSchools, async ({ query, services }) => {
    await findSchool(services.db, query.schoolId);
    const pattern = likePattern(query.keyword);
    const where = `s.parent_id = $1 and ${keywordFilter(2)}`;
    const rows = await services.db.query<SubSchoolRow>(`select ${SUB_SCHOOL_COLUMNS} from schools s where ${where} order by s.id limit $3 offset $4`, [query.schoolId, pattern, query.pageSize, (query.pageNumber - 1) * query.pageSize]);
    const [total] = await services.db.query<{ n: number }>(`select count(*)::int as n from schools s where ${where}`, [query.schoolId, pattern]);
    return { total: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize, list: rows.map(toSubSchool) };
  }, { microCache: true });

  /** Top-level schools matching the filter (open ones, or also the caller's own), each with its first sub-schools. */
  const firstSchools = async (db: AppEnv['Variables']['services']['db'], query: { keyword?: string; pageNumber: number; pageSize: number; childPageSize: number }, userId: string | null) => {
    const pattern = likePattern(query.keyword);
    const where = `s.parent_id is null and (s.open_school or exists (select 1 from members m where m.school_id = s.id and m.user_id = $2 and m.is_valid)) and ${keywordFilter(1)}`;
    const rows = await db.query<TopRow>(`select s.id, s.name, s.name_en, s.logo_url from schools s where ${where} order by s.id limit $3 offset $4`, [pattern, userId, query.pageSize, (query.pageNumber - 1) * query.pageSize]);
    const [total] = await db.query<{ n: number }>(`select count(*)::int as n from schools s where ${where}`, [pattern, userId]);
    const children = await childrenOf(db, rows.map((row) => row.id), query.childPageSize);
    return {
      total: total?.n ?? 0,
      list: rows.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en, logoUrl: row.logo_url, childTotal: children.get(row.id)!.total, children: children.get(row.id)!.list })),
    };
  };
  // Visitors see open schools only; the same list for everyone, so it may come from the read cache.
  register(app, endpoints.firstSchools, async ({ query, services }) => firstSchools(services.db, query, null), { microCache: true });
  register(app, endpoints.openSchoolPermission, async ({ query, user, services }) => firstSchools(services.db, query, user!.userId));

  register(app, endpoints.subSchoolHome, async ({ query, params, user, services }) => {
    const subSchoolId = params.subSchoolId ?? '';
    // Only a sub-school of this parent exists under its URL: any other id (another parent's, a top school) is a 404.
    const [row] = await services.db.query<SubSchoolRow & { theme: ThemeColumn }>(`select ${SUB_SCHOOL_COLUMNS}, s.theme from schools s where s.id = $1 and s.parent_id = $2`, [subSchoolId, query.schoolId]);
    if (!row) throw notFound(refusals.noSubSchool);
    const parent = await findSchool(services.db, query.schoolId);
    const [own] = await services.db.query<{ composition: PageComposition }>("select composition from pages where school_id = $1 and status = 'released'", [subSchoolId]);
    const [inherited] = own ? [] : await services.db.query<{ composition: PageComposition }>("select composition from pages where school_id = $1 and status = 'released'", [query.schoolId]);
    const source = own ? 'own' : inherited ? 'parent' : 'none';
    const isMember = (await isValidMember(services.db, subSchoolId, user?.userId)) || (await isValidMember(services.db, query.schoolId, user?.userId));
    return {
      subSchool: toSubSchool(row),
      source,
      composition: own?.composition ?? inherited?.composition ?? { sections: [] },
      // Its own colours when it has them, else its parent's.
      theme: pageTheme(row.theme) ?? pageTheme(parent.theme as ThemeColumn),
      contentSchoolId: own ? subSchoolId : query.schoolId,
      isMember,
    } as const;
  });

  register(app, endpoints.unionJoinCheck, async ({ query, user, services }) => {
    const [school] = await services.db.query<{ parent_id: string | null; union_join: UnionJoin; open_school: boolean }>('select parent_id, union_join, open_school from schools where id = $1', [query.schoolId]);
    if (!school) throw notFound(schoolRefusals.noSchool);
    const member = await isValidMember(services.db, query.schoolId, user?.userId);
    const parentMember = school.parent_id ? await isValidMember(services.db, school.parent_id, user?.userId) : false;
    return unionJoinDecision({ signedIn: Boolean(user), member, parentMember, join: school.union_join, openSchool: school.open_school });
  });

  register(app, endpoints.unionLeader, async ({ c, query, user, services }) => {
    if (services.config.unionLeaderSkipHosts.includes(hostName(c.req.header('host')))) return { isSchoolUnionLeader: false, skipped: true };
    try {
      const [row] = await services.db.query<{ school_union_leader: unknown }>('select school_union_leader from members where school_id = $1 and user_id = $2 and is_valid', [query.schoolId, user!.userId]);
      return { isSchoolUnionLeader: isUnionLeaderValue(row?.school_union_leader), skipped: false };
    } catch (error) {
      // Spec §11: a failed check counts as false (the page goes on without the leader's tools).
      services.log.warn({ err: error }, 'school-union leader check failed');
      return { isSchoolUnionLeader: false, skipped: false };
    }
  });
}
