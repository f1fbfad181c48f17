import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { enrolIn, resourcePage } from './resourcePage.ts';

/**
 * Learners can learn (issue 31): a resource's own page and enrolling in it. Every call names its school
 * (schoolId) and reads only that school's resource; the access rules are resourcePage.ts findReadable's.
 */
export function learningRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.resourcePage, async ({ query, params, services, user, role }) =>
    resourcePage(services.db, query.schoolId, params.id!, { userId: user?.userId ?? null, role }),
  );

  register(app, endpoints.enrolResource, async ({ query, params, services, user, role }) => {
    const viewer = { userId: user!.userId, role };
    await enrolIn(services.db, query.schoolId, params.id!, viewer);
    return resourcePage(services.db, query.schoolId, params.id!, viewer);
  });
}
