import { z } from './zod.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from '@academy/rules';
import { SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The notification centre (issue 31): the caller's own notifications in one school — survey reminders, live lectures
 * starting soon, classes starting tomorrow, orders paid or refunded, certificates issued. Each call is about the
 * caller's own notifications in the school named by `schoolId` (a member's call): another user's or another school's
 * notification is 404.
 */
const NOTICES = '/api/notification/v1';
const SchoolQuery = z.object({ schoolId: SchoolId });

export const NotificationKind = z.enum(NOTIFICATION_KINDS);

export const NotificationParams = z.object({
  classId: z.string().optional(),
  classTitle: z.string().optional(),
  questionnaireId: z.string().optional(),
  questionnaireTitle: z.string().optional(),
  liveId: z.string().optional(),
  liveTitle: z.string().optional(),
  startsAt: z.string().optional(),
  orderId: z.string().optional(),
  orderTitle: z.string().optional(),
  orderTitleEn: z.string().optional(),
  certificateId: z.string().optional(),
});

export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  params: NotificationParams,
  /** Its title and text in the reader's language (the server's catalogue: the same words as its e-mail). */
  title: z.string(),
  text: z.string(),
  /** The page it opens, a path on this site (notificationLink of @academy/rules). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = z.object({
  items: z.array(Notification),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const notificationEndpoints = {
  notifications: endpoint({
    tag: 'notifications', method: 'GET', path: `${NOTICES}/notifications`, access: 'member',
    summary: 'My notifications in the school, newest first, a page at a time (with the unread count)',
    query: SchoolQuery.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE) }),
    response: NotificationPage,
  }),
  unreadNotifications: endpoint({
    tag: 'notifications', method: 'GET', path: `${NOTICES}/notifications/unread-count`, access: 'member',
    summary: 'How many of my notifications in the school are unread (the header bell); notes the page’s language as the one my e-mails are written in',
    query: SchoolQuery,
    response: z.object({ unread: z.number().int() }),
  }),
  readNotification: endpoint({
    tag: 'notifications', method: 'POST', path: `${NOTICES}/notifications/:id/read`, access: 'member',
    summary: 'Mark one of my notifications read (404 for anyone else’s)',
    query: SchoolQuery,
    response: z.object({ id: z.string(), unread: z.number().int() }),
  }),
  readAllNotifications: endpoint({
    tag: 'notifications', method: 'POST', path: `${NOTICES}/notifications/read-all`, access: 'member',
    summary: 'Mark all my notifications in the school read',
    query: SchoolQuery,
    response: z.object({ marked: z.number().int(), unread: z.literal(0) }),
  }),
};
