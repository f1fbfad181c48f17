import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { register } from '../../../http/register.ts';
import { defineMessages } from '../../../http/words.ts';
import { listResources } from '../../resources.ts';
import { requireReadable } from '../access.ts';
import { boutiqueLives, categories, examTickets, hotSearches, learningMaps, listAuthored, recordSearch, searchFacets, searcherOf, searchHistory } from './queries.ts';

const refusals = defineMessages({
  notManager: { id: 'server.search.notManager', defaultMessage: 'Only the school’s lecturers and administrators manage resources.' },
  noCategory: { id: 'server.search.noCategory', defaultMessage: 'The school has no such category.' },
  noFacet: { id: 'server.search.noFacet', defaultMessage: 'The school has no such facet.' },
});

/** Every video of a school: courses (long videos, with a length) and short videos. Lives are streams, not videos. */
const VIDEO_KINDS = ['course', 'shortVideo'] as const;

/** Each per-kind list of spec §7 and the kind (or kinds) of content it lists; `search` lists record the keyword. */
const KIND_LISTS = [
  { definition: endpoints.searchVideoResource, kind: VIDEO_KINDS, search: true },
  { definition: endpoints.examSearchResource, kind: 'exam', search: true },
  { definition: endpoints.examSearchResourceV2, kind: 'exam', search: true },
  { definition: endpoints.classSearchResource, kind: 'class', search: true },
  { definition: endpoints.searchKnowledgeResource, kind: 'knowledge', search: true },
  { definition: endpoints.examResource, kind: 'exam', search: false },
  { definition: endpoints.knowledgeResource, kind: 'knowledge', search: false },
] as const;

const categoryList = (value: string | undefined) => value?.split(',').map(Number);
const page = (query: { pageNumber: number; pageSize: number }) => ({ limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });

export function searchRoutes(app: Hono<AppEnv>) {
  for (const { definition, kind, search } of KIND_LISTS) {
    register(app, definition, async ({ query, services, user, role, c }) => {
      await requireReadable(services.db, query.schoolId, role);
      const result = await listResources(services.db, {
        schoolId: query.schoolId, type: 0, contentKind: kind, sort: query.sort, zone: 0, categoryIds: categoryList(query.categoryIds),
        keyword: query.keyword || undefined, ...page(query),
        // Only v2 of the exam search says, per exam, whether the caller is enrolled.
        userId: definition === endpoints.examSearchResourceV2 ? user?.userId : undefined,
      });
      if (search) await recordSearch(services.db, query.schoolId, searcherOf(c, user), query.keyword || undefined);
      return { ...result, pageNumber: query.pageNumber, pageSize: query.pageSize };
    });
  }

  register(app, endpoints.specialSearchResourceV2, async ({ query, services, user, role, c }) => {
    await requireReadable(services.db, query.schoolId, role);
    const keyword = query.keyword || undefined;
    const categoryIds = categoryList(query.categoryIds);
    const [result, facets] = await Promise.all([
      listResources(services.db, { schoolId: query.schoolId, type: 0, contentKind: query.contentKind, sort: query.sort, zone: 0, categoryIds, keyword, ...page(query), userId: user?.userId }),
      searchFacets(services.db, query.schoolId, keyword, categoryIds),
    ]);
    await recordSearch(services.db, query.schoolId, searcherOf(c, user), keyword);
    return { ...result, facets, pageNumber: query.pageNumber, pageSize: query.pageSize };
  });

  // Search history (issue 32): the popular searches everybody sees, and each user's own, which only they see and clear.
  register(app, endpoints.hotSearch, ({ query, services }) => hotSearches(services.db, query.schoolId));
  register(app, endpoints.mySearches, ({ query, services, user }) => searchHistory(services.db, query.schoolId, user!.userId));
  register(app, endpoints.clearHotSearch, async ({ query, user, services }) => {
    const rows = await services.db.query('delete from searches where school_id = $1 and user_id = $2 returning 1', [query.schoolId, user!.userId]);
    return { cleared: rows.length };
  });

  register(app, endpoints.boutiqueLiveResource, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return boutiqueLives(services.db, query.schoolId, query.count);
  });

  register(app, endpoints.learningMapResource, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return learningMaps(services.db, query.schoolId);
  });

  register(app, endpoints.managerResource, async ({ query, services, user, role }) => {
    const filter = { schoolId: query.schoolId, keyword: query.keyword || undefined, sort: query.sort, ...page(query) };
    let result;
    // Administrators and class managers manage every resource of the school; a lecturer the ones they wrote.
    if (role === 'admin' || role === 'classManager') result = await listResources(services.db, { ...filter, type: 0, zone: 0, categoryIds: categoryList(query.categoryIds), includeHidden: true });
    else if (role === 'lecturer') result = await listAuthored(services.db, { ...filter, userId: user!.userId });
    else throw forbidden(refusals.notManager);
    return { ...result, pageNumber: query.pageNumber, pageSize: query.pageSize };
  });

  register(app, endpoints.publishResource, async ({ query, services, user }) => {
    const result = await listAuthored(services.db, { schoolId: query.schoolId, userId: user!.userId, sort: 0, ...page(query) });
    return { ...result, pageNumber: query.pageNumber, pageSize: query.pageSize };
  });

  register(app, endpoints.hottestCards, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    const { list } = await listResources(services.db, { schoolId: query.schoolId, type: 0, sort: 1, zone: 0, limit: query.count, offset: 0 });
    return list;
  });

  register(app, endpoints.examTicketSwitch, async ({ query, services, role }) => ({ enabled: (await requireReadable(services.db, query.schoolId, role)).exam_tickets === true }));

  register(app, endpoints.examTicketResource, async ({ query, services, user }) => {
    const [school] = await services.db.query<{ exam_tickets: boolean }>('select exam_tickets from schools where id = $1', [query.schoolId]);
    return school?.exam_tickets ? examTickets(services.db, query.schoolId, user!.userId) : [];
  });

  register(app, endpoints.selectByCategoryId, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    const [category] = await categories(services.db, query.schoolId, 'id = $2', [query.categoryId]);
    if (!category) throw notFound(refusals.noCategory);
    const [parent] = category.parentId === null ? [] : await categories(services.db, query.schoolId, 'id = $2', [category.parentId]);
    return { ...category, parent: parent ?? null, children: await categories(services.db, query.schoolId, 'parent_id = $2', [category.id]) };
  });

  register(app, endpoints.facetsFirst, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return categories(services.db, query.schoolId, 'parent_id is null', []);
  });

  register(app, endpoints.facetsFirstChild, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    const [facet] = await categories(services.db, query.schoolId, 'id = $2 and parent_id is null', [query.facetId]);
    if (!facet) throw notFound(refusals.noFacet);
    return categories(services.db, query.schoolId, 'parent_id = $2', [query.facetId]);
  });
}
