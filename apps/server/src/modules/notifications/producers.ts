import { LIVE_SOON_MINUTES } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { emailNotifications, insertNotifications, notify, type Mailing, type NewNotification } from './notices.ts';

/**
 * Who makes notifications (issue 31). Producers called by a request make them in the request's transaction
 * (`insertNotifications`) and e-mail them after it committed (`emailNotifications`); scheduled ones run on the job
 * queue (scheduled.ts) and rely on the unique dedupe key, so several instances make each notification once.
 */

/** (a) A lecturer's survey reminder: one notification per reminded learner and reminder batch. */
export function surveyReminderNotices(
  questionnaire: { id: string; school_id: string; class_id: string; title: string; class_title: string },
  batchId: string,
  userIds: string[],
): NewNotification[] {
  return userIds.map((userId) => ({
    schoolId: questionnaire.school_id,
    userId,
    kind: 'surveyReminder',
    params: { classId: questionnaire.class_id, classTitle: questionnaire.class_title, questionnaireId: questionnaire.id, questionnaireTitle: questionnaire.title },
    dedupeKey: `survey:${questionnaire.id}:${batchId}`,
  }));
}

/** Learners of a class now: enrolled (status 1) and still valid learners of its school, in a published class `c`. */
const LEARNERS_OF_C = `join class_enrolments e on e.class_id = c.id and e.status = 1
  join members m on m.school_id = e.school_id and m.user_id = e.user_id and m.is_valid and m.role = 'learner'`;

/**
 * (b) Live lectures starting within LIVE_SOON_MINUTES (not started yet): each learner of the lecture's class is told
 * once (dedupe `live:{id}:{start}` — a lecture moved to another time is announced again). Answers the new ids.
 */
export async function liveStartingSoonNotices(db: Queryable, now = new Date()): Promise<string[]> {
  const rows = await db.query<NewNotification>(
    `select v.school_id as "schoolId", e.user_id as "userId", 'liveStartingSoon' as kind,
            jsonb_build_object('classId', c.id, 'classTitle', c.title, 'liveId', v.id, 'liveTitle', v.title,
                               'startsAt', to_char(v.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as params,
            'live:' || v.id || ':' || extract(epoch from v.starts_at)::bigint as "dedupeKey"
       from live_lectures v join classes c on c.id = v.class_id and c.published ${LEARNERS_OF_C}
      where v.starts_at > $1::timestamptz and v.starts_at <= $1::timestamptz + make_interval(mins => $2)`,
    [now, LIVE_SOON_MINUTES],
  );
  return insertNotifications(db, rows);
}

/**
 * (c) Classes starting tomorrow in their school's time zone: each learner enrolled now is told once per class and
 * start day (dedupe `class-start:{id}:{day}`). Answers the new ids.
 */
export async function classStartingTomorrowNotices(db: Queryable, now = new Date()): Promise<string[]> {
  const rows = await db.query<NewNotification>(
    `select c.school_id as "schoolId", e.user_id as "userId", 'classStartingTomorrow' as kind,
            jsonb_build_object('classId', c.id, 'classTitle', c.title,
                               'startsAt', to_char(c.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as params,
            'class-start:' || c.id || ':' || to_char(c.starts_at at time zone s.time_zone, 'YYYY-MM-DD') as "dedupeKey"
       from classes c join schools s on s.id = c.school_id ${LEARNERS_OF_C}
      where c.published and (c.starts_at at time zone s.time_zone)::date = ($1::timestamptz at time zone s.time_zone)::date + 1`,
    [now],
  );
  return insertNotifications(db, rows);
}

/** (d) An order paid or refunded (market/notices.ts applyNotice, in its transaction): its buyer is told once per state. */
export function orderNotices(order: { id: string; school_id: string; buyer_id: string; title: string; title_en: string | null }, status: 'paid' | 'refunded'): NewNotification[] {
  return [{
    schoolId: order.school_id,
    userId: order.buyer_id,
    kind: status === 'paid' ? 'orderPaid' : 'orderRefunded',
    params: { orderId: order.id, orderTitle: order.title, ...(order.title_en ? { orderTitleEn: order.title_en } : {}) },
    dedupeKey: `order:${order.id}:${status}`,
  }];
}

/**
 * (e) A certificate issued — for the change that issues certificates to call (classInfo/certificates.ts): the
 * learner is told once per certificate, in-app and by e-mail.
 */
export async function notifyCertificateIssued(
  db: Queryable,
  mailing: Mailing,
  certificate: { schoolId: string; userId: string; classId: string; classTitle: string; certificateNo: string },
): Promise<string[]> {
  return notify(db, mailing, [{
    schoolId: certificate.schoolId,
    userId: certificate.userId,
    kind: 'certificateIssued',
    params: { classId: certificate.classId, classTitle: certificate.classTitle, certificateId: certificate.certificateNo },
    dedupeKey: `certificate:${certificate.certificateNo}`,
  }]);
}

export { emailNotifications };
