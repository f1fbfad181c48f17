import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { register } from '../../../http/register.ts';
import { defineMessages } from '../../../http/words.ts';
import { requireReadable } from '../access.ts';
import { appointedIds, globalSchedule, schoolSchedule } from './queries.ts';

const refusals = defineMessages({
  noLive: { id: 'server.live.noLive', defaultMessage: 'The school has no such live.' },
  ended: { id: 'server.live.ended', defaultMessage: 'This live has ended: it can no longer be booked.' },
});

export function liveRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.liveSchedule, async ({ query, services, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return schoolSchedule(services.db, query.schoolId, query.from, query.to, role !== null);
  });

  register(app, endpoints.liveScheduleGlobal, async ({ query, services }) => globalSchedule(services.db, query.from, query.to));

  register(app, endpoints.batchSelectIsAppointment, async ({ query, body, services, user }) => appointedIds(services.db, query.schoolId, user!.userId, body.ids));

  register(app, endpoints.bookLive, async ({ query, params, services, user }) => {
    const id = params.id!;
    await services.db.transaction(async (tx) => {
      const [live] = await tx.query<{ live_status: number | null }>("select live_status from resources where school_id = $1 and id = $2 and content_kind = 'live'", [query.schoolId, id]);
      if (!live) throw notFound(refusals.noLive);
      if (live.live_status === 3) throw new ApiError(409, refusals.ended);
      await tx.query('insert into live_appointments (school_id, user_id, resource_id) values ($1, $2, $3) on conflict do nothing', [query.schoolId, user!.userId, id]);
    });
    return { id, appointed: true as const };
  });

  register(app, endpoints.unbookLive, async ({ query, params, services, user }) => {
    await services.db.query('delete from live_appointments where school_id = $1 and user_id = $2 and resource_id = $3', [query.schoolId, user!.userId, params.id!]);
    return { id: params.id!, appointed: false as const };
  });
}
