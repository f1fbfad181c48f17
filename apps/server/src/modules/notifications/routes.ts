import type { Hono } from 'hono';
import { notificationEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { defineMessages } from '../../http/words.ts';
import { toNotification, type NotificationRow } from './notices.ts';

const refusals = defineMessages({
  noSuchNotification: { id: 'server.notifications.notFound', defaultMessage: 'You have no such notification in this school.' },
});

const unreadCount = async (db: AppEnv['Variables']['services']['db'], schoolId: string, userId: string) => {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from notifications where school_id = $1 and user_id = $2 and read_at is null', [schoolId, userId]);
  return row?.n ?? 0;
};

/**
 * The notification centre (issue 31). Every call is a member's of the school named by `schoolId` (register() checks
 * the membership) and reads or changes only the caller's own rows of that school: anyone else's id is 404.
 */
export function notificationRoutes(app: Hono<AppEnv>) {
  register(app, notificationEndpoints.notifications, async ({ c, query, services, user, schoolId }) => {
    const { db } = services;
    const offset = (query.page - 1) * query.pageSize;
    const rows = await db.query<NotificationRow>(
      `select n.id::text as id, n.school_id, n.kind, n.params, n.created_at, n.read_at, s.time_zone
         from notifications n join schools s on s.id = n.school_id
        where n.school_id = $1 and n.user_id = $2 order by n.created_at desc, n.id desc limit $3 offset $4`,
      [schoolId, user!.userId, query.pageSize, offset],
    );
    const [counts] = await db.query<{ total: number; unread: number }>(
      'select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread from notifications where school_id = $1 and user_id = $2',
      [schoolId, user!.userId],
    );
    const locale = readerLocale(c);
    return { items: rows.map((row) => toNotification(row, locale)), total: counts?.total ?? 0, unread: counts?.unread ?? 0, page: query.page, pageSize: query.pageSize };
  });

  register(app, notificationEndpoints.unreadNotifications, async ({ services, user, schoolId }) => {
    // A read only: the language of the user's e-mails is kept on their writes (rememberReaderLocale).
    return { unread: await unreadCount(services.db, schoolId!, user!.userId) };
  });

  register(app, notificationEndpoints.readNotification, async ({ params, services, user, schoolId }) => {
    const id = /^\d{1,18}$/.test(params.id ?? '') ? params.id! : null;
    if (!id) throw notFound(refusals.noSuchNotification);
    const [row] = await services.db.query<{ id: string }>(
      'update notifications set read_at = coalesce(read_at, now()) where id = $1 and school_id = $2 and user_id = $3 returning id::text as id',
      [id, schoolId, user!.userId],
    );
    if (!row) throw notFound(refusals.noSuchNotification);
    return { id: row.id, unread: await unreadCount(services.db, schoolId!, user!.userId) };
  });

  register(app, notificationEndpoints.readAllNotifications, async ({ services, user, schoolId }) => {
    const rows = await services.db.query('update notifications set read_at = now() where school_id = $1 and user_id = $2 and read_at is null returning id', [schoolId, user!.userId]);
    return { marked: rows.length, unread: 0 as const };
  });
}
