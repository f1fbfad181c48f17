import type { Hono } from 'hono';
import { endpoints, type PageComposition } from '@academy/contract';
import type { Queryable } from '../db/index.ts';
import type { AppEnv } from '../http/context.ts';
import { register } from '../http/register.ts';
import { validateSchoolOverrides } from '@academy/tokens';
import { validateComposition } from '@academy/rules';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { defineMessages, say } from '../http/words.ts';
import { findSchool } from './schools.ts';
import { listResources } from './resources.ts';
import { recordSearch, searcherOf } from './portalCalls/search/queries.ts';

const refusals = defineMessages({
  noHomePage: { id: 'server.portal.noHomePage', defaultMessage: 'This school has not released a home page yet.' },
  noRankingList: { id: 'server.portal.noRankingList', defaultMessage: 'No such ranking list.' },
  noFooter: { id: 'server.portal.noFooter', defaultMessage: 'No footer configuration for this school.' },
  tokenNotWhitelisted: { id: 'server.portal.tokenNotWhitelisted', defaultMessage: '{path}: a school cannot change this token.' },
  tokenNotColour: { id: 'server.portal.tokenNotColour', defaultMessage: '{path}: not a #rrggbb colour.' },
  pageNotSaved: { id: 'server.portal.pageNotSaved', defaultMessage: 'The page cannot be saved: {problems}' },
  noDraft: { id: 'server.portal.noDraft', defaultMessage: 'There is no draft to release.' },
});

type PageRow = { id: string; school_id: string; version: number; status: 'draft' | 'released'; composition: PageComposition; updated_at: Date | string };
const toPage = (row: PageRow) => ({ id: row.id, schoolId: row.school_id, version: row.version, status: row.status, composition: row.composition, updatedAt: new Date(row.updated_at).toISOString() });

export async function findPage(db: Queryable, schoolId: string, status: 'draft' | 'released') {
  const [row] = await db.query<PageRow>('select * from pages where school_id = $1 and status = $2', [schoolId, status]);
  return row ? toPage(row) : null;
}

// Spec §3 ranking periods: latest month 2, total 3, last year 4, this year 5.
const PERIOD_SQL: Record<number, string> = {
  2: "r.created_at > now() - interval '1 month'",
  3: 'true',
  4: "r.created_at > now() - interval '1 year'",
  5: "r.created_at >= date_trunc('year', now())",
};

/** Public reads every visitor of a home page makes alike: answered from the one-second cache when anonymous. */
const CACHED = { microCache: true } as const;

export function portalRoutes(app: Hono<AppEnv>) {
  for (const definition of [endpoints.pages, endpoints.pagesV2]) {
    register(app, definition, async ({ query, services }) => {
      await findSchool(services.db, query.schoolId);
      const page = await findPage(services.db, query.schoolId, 'released');
      if (!page) throw notFound(refusals.noHomePage);
      return page;
    }, CACHED);
  }

  for (const definition of [endpoints.resources, endpoints.searchResources]) {
    register(app, definition, async ({ query, services, user, c }) => {
      const result = await listResources(services.db, {
        schoolId: query.schoolId,
        type: query.type,
        contentKind: query.contentKind,
        sort: query.sort,
        zone: query.zone,
        categoryIds: query.categoryIds?.split(',').map(Number),
        keyword: query.keyword || undefined,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
        userId: user?.userId,
      });
      if (definition === endpoints.searchResources) await recordSearch(services.db, query.schoolId, searcherOf(c, user), query.keyword);
      return { ...result, pageNumber: query.pageNumber, pageSize: query.pageSize };
    }, definition === endpoints.resources ? CACHED : {});
  }

  register(app, endpoints.leaderboard, async ({ query, params, services, user }) => {
    const list = params.list as 'newCourses' | 'hotCourses' | 'hotKnowledge' | 'traineePoints';
    if (list === 'traineePoints') {
      const rows = await services.db.query<{ user_id: string; name: string | null; points: number }>(
        `select p.user_id, coalesce(u.real_name, u.nick_name) as name, p.points from points p join users u on u.id = p.user_id
          where p.school_id = $1 order by p.points desc, p.user_id limit 50`,
        [query.schoolId],
      );
      return { list, entries: rows.map((row, index) => ({ rank: index + 1, id: row.user_id, name: row.name, value: row.points, isMe: row.user_id === user?.userId })) };
    }
    if (!['newCourses', 'hotCourses', 'hotKnowledge'].includes(list)) throw notFound(refusals.noRankingList);
    const kind = list === 'hotKnowledge' ? 'knowledge' : 'course';
    const order = list === 'newCourses' ? 'r.created_at desc' : 'r.views desc';
    const rows = await services.db.query<{ id: string; name: string | null; name_en: string | null; views: number; created: number }>(
      `select r.id, r.name, r.name_en, r.views, extract(epoch from r.created_at)::float8 * 1000 as created from resources r
        where r.school_id = $1 and r.content_kind = $2 and not r.hidden and ${PERIOD_SQL[query.period] ?? 'true'} order by ${order}, r.id limit 20`,
      [query.schoolId, kind],
    );
    return { list, entries: rows.map((row, index) => ({ rank: index + 1, id: row.id, name: row.name, nameEn: row.name_en, value: list === 'newCourses' ? row.created : row.views, isMe: false })) };
  }, CACHED);

  register(app, endpoints.navigations, async ({ query, services }) => {
    const [row] = await services.db.query<{ items: never[] }>('select items from navigations where school_id = $1', [query.schoolId]);
    return row?.items ?? [];
  }, CACHED);
  register(app, endpoints.schoolLogo, async ({ query, services }) => ({ logoUrl: (await findSchool(services.db, query.schoolId)).logo_url }), CACHED);
  register(app, endpoints.defaultBanner, async ({ query, services }) => {
    await findSchool(services.db, query.schoolId);
    return [{ imageUrl: `/static/covers/banner-${query.schoolId.slice(-1)}.svg` }];
  }, CACHED);
  register(app, endpoints.categoryTree, async ({ query, services }) => {
    await findSchool(services.db, query.schoolId);
    const rows = await services.db.query<{ id: number; parent_id: number | null; name: string; name_en: string | null }>(
      'select id, parent_id, name, name_en from categories where school_id = $1 order by sort, id',
      [query.schoolId],
    );
    const leaf = (row: (typeof rows)[number]) => ({ id: row.id, name: row.name, nameEn: row.name_en });
    return rows.filter((row) => row.parent_id === null).map((facet) => ({ ...leaf(facet), children: rows.filter((row) => row.parent_id === facet.id).map(leaf) }));
  }, CACHED);
  register(app, endpoints.footer, async ({ query, services }) => {
    // A sub-school without a footer of its own shows its school's (as its home page and theme do, issue 22).
    const [row] = await services.db.query<{ config: never }>(
      'select config from footers where school_id in ($1, (select parent_id from schools where id = $1)) order by school_id = $1 desc limit 1',
      [query.schoolId],
    );
    if (!row) throw notFound(refusals.noFooter);
    return row.config;
  }, CACHED);
  register(app, endpoints.bulletin, async ({ query, services }) => {
    // The newest bulletin; whether it shows now (time window, status, closed) is the client's rule (spec §4).
    const [row] = await services.db.query<{ id: string; content: string; start_time: Date; end_time: Date; status: number }>(
      'select * from bulletins where school_id = $1 order by start_time desc limit 1',
      [query.schoolId],
    );
    return row ? { id: row.id, content: row.content, startTime: new Date(row.start_time).toISOString(), endTime: new Date(row.end_time).toISOString(), status: row.status } : null;
  }, CACHED);
  register(app, endpoints.onSaleSwitch, async ({ query, services }) => ({ onSale: Boolean((await services.db.query<{ on_sale: boolean }>('select on_sale from schools where id = $1', [query.schoolId]))[0]?.on_sale) }), CACHED);
  register(app, endpoints.contentReviewSwitch, async ({ query, services }) => ({ enabled: Boolean((await findSchool(services.db, query.tenantId)).content_review) }));
}

export function decorationRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.pageDetails, async ({ query, services }) => ({
    draft: await findPage(services.db, query.schoolId, 'draft'),
    released: await findPage(services.db, query.schoolId, 'released'),
  }));

  register(app, endpoints.saveDraft, async ({ query, body, user, services }) => {
    // Only the whitelisted brand tokens may change (the contract checks the shape, the whitelist lives in tokens).
    for (const [mode, colors] of Object.entries(body.theme ?? {})) {
      const [problem] = validateSchoolOverrides(colors ?? {});
      if (problem) throw badRequest(say(problem.problem === 'not-whitelisted' ? refusals.tokenNotWhitelisted : refusals.tokenNotColour, { path: `theme.${mode}.${problem.path}` }));
    }
    // The editor refuses to save these; a client that skips the editor gets the same refusal (the same rule).
    const problems = validateComposition(body);
    if (problems.length > 0) {
      const details = problems.map((problem) => ({ path: `sections.${problem.sectionId ?? '*'}.${problem.field}`, message: problem.code }));
      throw new ApiError(422, say(refusals.pageNotSaved, { problems: details.map((detail) => `${detail.path}: ${detail.message}`).join('; ') }), details);
    }
    const [row] = await services.db.query<PageRow>(
      `insert into pages (school_id, status, id, version, composition, updated_by) values ($1, 'draft', $1 || '-home', 1, $2, $3)
       on conflict (school_id, status) do update set composition = excluded.composition, version = pages.version + 1, updated_at = now(), updated_by = excluded.updated_by
       returning *`,
      [query.schoolId, JSON.stringify(body), user!.userId],
    );
    return toPage(row!);
  });

  register(app, endpoints.releasePage, async ({ query, user, services }) => {
    const page = await services.db.transaction(async (tx) => {
      const [draft] = await tx.query<PageRow>("select * from pages where school_id = $1 and status = 'draft'", [query.schoolId]);
      if (!draft) throw notFound(refusals.noDraft);
      const [released] = await tx.query<PageRow>(
        `insert into pages (school_id, status, id, version, composition, updated_by) values ($1, 'released', $2, $3, $4, $5)
         on conflict (school_id, status) do update set composition = excluded.composition, version = excluded.version, updated_at = now(), updated_by = excluded.updated_by
         returning *`,
        [query.schoolId, draft.id, draft.version, JSON.stringify(draft.composition), user!.userId],
      );
      // The page's brand colours become the school's theme with it: visitors never see one without the other.
      const theme = (draft.composition as PageComposition).theme;
      if (theme) {
        await tx.query(
          `update schools set theme = jsonb_build_object('id', coalesce(theme->>'id', id), 'name', coalesce(theme->>'name', coalesce(name_en, name))) || $2::jsonb where id = $1`,
          [query.schoolId, JSON.stringify(theme.dark ? { light: theme.light, dark: theme.dark } : { light: theme.light })],
        );
      }
      return released!;
    });
    return toPage(page);
  }, { changesPublicReads: true });

  register(app, endpoints.markDecorated, async ({ query, services }) => {
    await services.db.query('update schools set decorated = true where id = $1', [query.schoolId]);
    return { decorated: true as const };
  }, { changesPublicReads: true });
}
