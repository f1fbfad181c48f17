import { z } from '../zod.ts';
import { LocalizedName } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { ResourceId, SchoolQuery } from './shared.ts';

/** Live schedule and bookings (spec §7 "live scheduleLiveBroadcast (and global)", batchSelectIsAppointment). */
const LIVE = '/api/live/v1';
/** A window of at most 92 days, ISO date-times (checked on the whole query, so the query stays a plain object). */
const WindowShape = { from: z.string().datetime({ offset: true }), to: z.string().datetime({ offset: true }) };
const checkWindow = (w: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = Date.parse(w.to) - Date.parse(w.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', message: 'to must be after from', path: ['to'] });
  else if (span > 92 * 86_400_000) ctx.addIssue({ code: 'custom', message: 'the window is at most 92 days', path: ['to'] });
};

export const ScheduledLive = LocalizedName.extend({
  id: z.string(),
  schoolId: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: z.string(),
  liveStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  author: z.string().nullable(),
});

export const liveScheduleEndpoints = {
  liveSchedule: endpoint({ tag: 'live', method: 'GET', path: `${LIVE}/scheduleLiveBroadcast`, summary: 'The school’s live schedule between from and to (at most 92 days), by start time; members also see members-only lives', access: 'public', query: SchoolQuery.extend(WindowShape).superRefine(checkWindow), response: z.array(ScheduledLive) }),
  liveScheduleGlobal: endpoint({ tag: 'live', method: 'GET', path: `${LIVE}/open/scheduleLiveBroadcast/global`, summary: 'The public lives of every open school between from and to (at most 92 days), by start time', access: 'public', query: z.object(WindowShape).superRefine(checkWindow), response: z.array(ScheduledLive) }),
  batchSelectIsAppointment: endpoint({ tag: 'live', method: 'POST', path: `${LIVE}/batchSelectIsAppointment`, summary: 'For each live id, has the signed-in member booked it (ids of other schools answer false)', access: 'member', beforeTerms: true, query: SchoolQuery, body: z.object({ ids: z.array(ResourceId).min(1).max(100) }), response: z.array(z.object({ id: z.string(), appointed: z.boolean() })) }),
  bookLive: endpoint({ tag: 'live', method: 'PUT', path: `${LIVE}/appointment/:id`, summary: 'Book a live of the school (once; a live that has ended cannot be booked, 409)', access: 'member', query: SchoolQuery, response: z.object({ id: z.string(), appointed: z.literal(true) }) }),
  unbookLive: endpoint({ tag: 'live', method: 'DELETE', path: `${LIVE}/appointment/:id`, summary: 'Cancel my booking of a live', access: 'member', query: SchoolQuery, response: z.object({ id: z.string(), appointed: z.literal(false) }) }),
} as const;
