import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { classIdParam, requireClassViewer } from '../classes/access.ts';
import { endsAtOf, findLive } from '../classFiles/live.ts';
import { htmlToText, icsCalendarOf, type CalendarEvent } from '../classFiles/ics.ts';
import { requestOrigin } from '../identity/oidc/start.ts';
import { agenda, classLives, FEED_AHEAD_DAYS, FEED_PAST_DAYS, FEED_TOKEN, feedTokenHash, myLearning, newFeedToken } from './queries.ts';

const refusals = defineMessages({
  ended: { id: 'server.myLearning.liveEnded', defaultMessage: 'This live lecture has ended: there is nothing to remind you of.' },
  noFeed: { id: 'server.myLearning.noFeed', defaultMessage: 'No such calendar feed: its address may have been reset.' },
});

const DAY = 86_400_000;

/** Live lectures for learners and My learning (issue 31); joining is classFiles/liveRoom.ts (the window rule lives there). */
export function myLearningRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.myLearning, async ({ services, schoolId, user }) => myLearning(services.db, schoolId!, user!.userId));

  register(app, endpoints.classLives, async ({ params, services, user, schoolId, role }) => {
    const access = await requireClassViewer(services.db, { user, schoolId, role }, classIdParam(params.classId, 'classId'));
    return classLives(services.db, access.classId, access.userId);
  });

  register(app, endpoints.remindLive, async ({ params, services, user, schoolId, role }) => {
    const row = await findLive(services.db, params.id, schoolId!);
    const access = await requireClassViewer(services.db, { user, schoolId, role }, row.class_id);
    if (endsAtOf(row).getTime() <= Date.now()) throw new ApiError(409, refusals.ended);
    await services.db.query('insert into live_lecture_reminders (school_id, user_id, live_id) values ($1, $2, $3) on conflict do nothing', [row.school_id, access.userId, row.id]);
    return { id: row.id, appointed: true as const };
  });

  register(app, endpoints.unremindLive, async ({ params, services, user, schoolId }) => {
    const row = await findLive(services.db, params.id, schoolId!);
    await services.db.query('delete from live_lecture_reminders where school_id = $1 and user_id = $2 and live_id = $3', [row.school_id, user!.userId, row.id]);
    return { id: row.id, appointed: false as const };
  });

  register(app, endpoints.resetCalendarFeed, async ({ c, services, user, schoolId }) => {
    const token = newFeedToken();
    const [row] = await services.db.query<{ created_at: Date }>(
      `insert into calendar_feeds (school_id, user_id, token_hash) values ($1, $2, $3)
       on conflict (school_id, user_id) do update set token_hash = excluded.token_hash, created_at = now() returning created_at`,
      [schoolId, user!.userId, feedTokenHash(token)],
    );
    return { url: `${requestOrigin(c)}${endpoints.calendarFeed.path.replace(':token', token)}`, createdAt: new Date(row!.created_at).toISOString() };
  });

  register(app, endpoints.deleteCalendarFeed, async ({ services, user, schoolId }) => {
    await services.db.query('delete from calendar_feeds where school_id = $1 and user_id = $2', [schoolId, user!.userId]);
    return { active: false as const };
  });

  // Read by calendar apps: no cookie, the token is the key. A member who left the school gets 404 like a reset token.
  register(app, endpoints.calendarFeed, async ({ c, params, services }) => {
    const token = params.token ?? '';
    if (!FEED_TOKEN.test(token)) throw notFound(refusals.noFeed);
    const [feed] = await services.db.query<{ school_id: string; user_id: string; name: string; name_en: string | null }>(
      `select f.school_id, f.user_id, s.name, s.name_en from calendar_feeds f join schools s on s.id = f.school_id
        join members m on m.school_id = f.school_id and m.user_id = f.user_id and m.is_valid where f.token_hash = $1`,
      [feedTokenHash(token)],
    );
    if (!feed) throw notFound(refusals.noFeed);
    const now = Date.now();
    const items = await agenda(services.db, feed.school_id, feed.user_id, new Date(now - FEED_PAST_DAYS * DAY), new Date(now + FEED_AHEAD_DAYS * DAY));
    const host = new URL(c.req.url).hostname || 'academy.local';
    const stamp = new Date(now);
    const events: CalendarEvent[] = items.map((item) => ({
      uid: `${item.kind}-${item.id}@${host}`,
      summary: item.title,
      description: htmlToText(item.classTitle),
      startsAt: new Date(item.startsAt),
      endsAt: new Date(item.endsAt),
      stamp,
      location: item.room ?? undefined,
      url: `${requestOrigin(c)}/portal/${feed.school_id}/class-view/${item.classId}`,
    }));
    return c.body(icsCalendarOf(events, { prodId: '-//Academy Portal//My learning//EN', name: feed.name_en ?? feed.name }), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="calendar.ics"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    }) as never;
  });
}
