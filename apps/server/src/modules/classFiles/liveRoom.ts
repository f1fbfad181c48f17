import type { Hono } from 'hono';
import { classFileEndpoints } from '@academy/contract';
import { eventStatus, isHttpsUrl, LIVE_JOIN_EARLY_MINUTES, liveJoinWindow } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { defineMessages, say, wordsIn } from '../../http/words.ts';
import { requireClassViewer } from '../classes/access.ts';
import { bbbMeetingId, ensureMeeting, joinMeetingUrl, type BigBlueButtonServer } from './bigBlueButton.ts';
import { callerInput, memberSchool } from './caller.ts';
import { htmlToText, icsCalendar } from './ics.ts';
import { endsAtOf, findLive } from './live.ts';

const refusals = defineMessages({
  ended: { id: 'server.classFiles.liveEnded', defaultMessage: 'This live lecture has ended.' },
  tooEarly: { id: 'server.classFiles.liveTooEarly', defaultMessage: 'The room opens {minutes} minutes before the start: come back then.' },
  noRoom: { id: 'server.classFiles.noRoom', defaultMessage: 'This live lecture has no room yet: its lecturer must enter the room’s https address.' },
  bbbUrl: { id: 'server.classFiles.bbbUrl', defaultMessage: 'bbbUrl: the BigBlueButton server must be an https:// address.' },
  bbbSecret: { id: 'server.classFiles.bbbSecret', defaultMessage: 'bbbSecret: enter the shared secret of the BigBlueButton server (bbb-conf --secret).' },
});

export async function schoolBbb(db: Queryable, schoolId: string): Promise<BigBlueButtonServer | null> {
  const [row] = await db.query<{ bbb_url: string; bbb_secret: string }>('select bbb_url, bbb_secret from school_live_rooms where school_id = $1', [schoolId]);
  return row ? { url: row.bbb_url, secret: row.bbb_secret } : null;
}

/** https; outside production also http to this machine (a BigBlueButton under test or in development). */
function acceptableBbbUrl(value: string, allowLoopback: boolean): boolean {
  if (isHttpsUrl(value)) return true;
  if (!allowLoopback) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function liveRoomRoutes(app: Hono<AppEnv>) {
  // Mounted by hand: a failing BigBlueButton server is a 502 (its fault, not the caller's), which ApiError does not carry.
  app.get(classFileEndpoints.liveJoin.path, async (c) => {
    const { db, log } = c.get('services');
    const input = await callerInput(c);
    const schoolId = memberSchool(c, input);
    if (schoolId instanceof Response) return schoolId;
    const row = await findLive(db, c.req.param('id'), schoolId);
    const access = await requireClassViewer(db, input, row.class_id);
    if (eventStatus(row.starts_at, endsAtOf(row), Date.now()) === 3) throw new ApiError(409, refusals.ended);
    const moderator = access.role !== 'learner';
    // Learners join from LIVE_JOIN_EARLY_MINUTES before the start (rules/liveJoin.ts); moderators any time before the end.
    if (!moderator && liveJoinWindow(row.starts_at, endsAtOf(row), Date.now()) === 'early') throw new ApiError(409, say(refusals.tooEarly, { minutes: LIVE_JOIN_EARLY_MINUTES }));
    const server = await schoolBbb(db, row.school_id);
    if (server) {
      const meetingID = row.bbb_meeting_id ?? bbbMeetingId(row.id);
      const created = await ensureMeeting(server, { meetingID, name: row.title, durationMinutes: row.duration_minutes });
      if (!created.ok) {
        log?.warn({ liveId: row.id, schoolId: row.school_id }, wordsIn('en_US', created.words));
        return c.json({ code: 502, message: wordsIn(readerLocale(c), created.words) }, 502);
      }
      const [user] = await db.query<{ name: string | null }>('select coalesce(real_name, nick_name, mobile, email) as name from users where id = $1', [access.userId]);
      const url = joinMeetingUrl(server, { meetingID, fullName: user?.name ?? access.userId, userID: access.userId, moderator });
      return c.json({ code: 200, message: 'OK', data: { url, provider: 'bigBlueButton', moderator } });
    }
    if (!row.room_url) throw new ApiError(409, refusals.noRoom);
    return c.json({ code: 200, message: 'OK', data: { url: row.room_url, provider: 'url', moderator } });
  });

  app.get(classFileEndpoints.liveCalendar.path, async (c) => {
    const { db } = c.get('services');
    const input = await callerInput(c);
    const schoolId = memberSchool(c, input);
    if (schoolId instanceof Response) return schoolId;
    const row = await findLive(db, c.req.param('id'), schoolId);
    await requireClassViewer(db, input, row.class_id);
    const host = new URL(c.req.url).hostname || 'academy.local';
    const description = [htmlToText(row.description_html), `${row.class_title}${row.lecturer_name ? ` · ${row.lecturer_name}` : ''}`].filter(Boolean).join('\n\n');
    const ics = icsCalendar({
      uid: `live-${row.id}@${host}`,
      summary: row.title,
      description,
      startsAt: new Date(row.starts_at),
      endsAt: endsAtOf(row),
      stamp: new Date(),
      location: row.room_url ?? undefined,
    });
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="live-${row.id}.ics"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  register(app, classFileEndpoints.liveRoomSettings, async ({ services, schoolId }) => {
    const server = await schoolBbb(services.db, schoolId!);
    return { bbbUrl: server?.url ?? null, configured: Boolean(server) };
  });

  register(app, classFileEndpoints.saveLiveRoomSettings, async ({ body, services, schoolId }) => {
    if (body.bbbUrl === null) {
      await services.db.query('delete from school_live_rooms where school_id = $1', [schoolId]);
      return { bbbUrl: null, configured: false };
    }
    if (!acceptableBbbUrl(body.bbbUrl, services.config.demo)) throw badRequest(refusals.bbbUrl);
    // The secret may be left out to keep the one already stored (the form never shows it).
    const [saved] = await services.db.query<{ bbb_url: string }>(
      `insert into school_live_rooms (school_id, bbb_url, bbb_secret) select $1, $2, coalesce($3, (select bbb_secret from school_live_rooms where school_id = $1))
         where coalesce($3, (select bbb_secret from school_live_rooms where school_id = $1)) is not null
       on conflict (school_id) do update set bbb_url = excluded.bbb_url, bbb_secret = excluded.bbb_secret, updated_at = now()
       returning bbb_url`,
      [schoolId, body.bbbUrl, body.bbbSecret ?? null],
    );
    if (!saved) throw badRequest(refusals.bbbSecret);
    return { bbbUrl: saved.bbb_url, configured: true };
  });
}
