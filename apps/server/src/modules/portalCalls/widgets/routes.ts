import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { notFound } from '../../../http/errors.ts';
import { register } from '../../../http/register.ts';
import { defineMessages } from '../../../http/words.ts';
import { listResources } from '../../resources.ts';
import { findPage } from '../../portal.ts';
import { findSchool } from '../../schools.ts';
import { requireReadable } from '../access.ts';
import { pagesSwitch } from './pagesSwitch.ts';
import { groupLogos, honourBoard, manualList, visibleIds } from './queries.ts';
import { pagesVersion } from './rules.ts';

const refusals = defineMessages({
  noHomePage: { id: 'server.widgets.noHomePage', defaultMessage: 'This school has no home page yet.' },
});

export function widgetRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.honorCardData, async ({ query, body, services, user, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return honourBoard(services.db, query.schoolId, body.kind, body.period, body.count, user?.userId);
  });

  register(app, endpoints.getVisibleResources, async ({ query, body, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return { ids: await visibleIds(services.db, query.schoolId, body.ids, role !== null) };
  });

  register(app, endpoints.manualUpdateMore, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return manualList(services.db, query.schoolId, query.sectionId, role !== null);
  });

  register(app, endpoints.autoUpdateResource, async ({ query, body, services, user, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    const { list } = await listResources(services.db, {
      schoolId: query.schoolId, type: body.resourceType, contentKind: body.contentKind, sort: body.sort, zone: body.zone,
      categoryIds: body.categoryIds, limit: body.count, offset: 0, userId: user?.userId,
    });
    return list;
  });

  register(app, endpoints.schoolLogoList, async ({ query, services }) => {
    await findSchool(services.db, query.schoolId);
    return groupLogos(services.db, query.schoolId);
  });

  register(app, endpoints.schoolIsDecorated, async ({ query, services }) => ({ decorated: (await findSchool(services.db, query.schoolId)).decorated }));

  register(app, endpoints.selectUserRenovation, async ({ query, services }) => {
    const page = (await findPage(services.db, query.schoolId, 'draft')) ?? (await findPage(services.db, query.schoolId, 'released'));
    if (!page) throw notFound(refusals.noHomePage);
    return page;
  });

  register(app, endpoints.isVisible, async ({ query, services, role }) => ({ visible: (await findSchool(services.db, query.schoolId)).open_school || role !== null }));

  register(app, endpoints.pagesVersion, async ({ query, services }) => {
    await findSchool(services.db, query.schoolId);
    return { version: pagesVersion(query.schoolId, await pagesSwitch(services.db)) };
  });
}
