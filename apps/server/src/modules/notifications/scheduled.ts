import type { Queryable } from '../../db/index.ts';
import type { JobDefinition } from '../../jobs/runner.ts';
import { emailNotifications, retryFailedEmails, type Mailing } from './notices.ts';
import { classStartingTomorrowNotices, liveStartingSoonNotices } from './producers.ts';

/** E-mails what a run made; the figures for the job's log line. */
async function made(db: Queryable, mailing: Mailing, ids: string[]) {
  return { notified: ids.length, emailed: await emailNotifications(db, mailing, ids) };
}

/**
 * The scheduled notifications on the job queue (decision 0020): every instance enqueues each period, one claims it;
 * and even when two run at once (a lease that ran out, a period that overlaps) the notifications' unique key makes
 * each one once, and only the run that inserted a notification e-mails it.
 */
export function notificationJobs(mailing: Mailing): JobDefinition[] {
  return [
    // Every minute: a lecture is announced between 15 and 14 minutes before its start, at the latest at the start.
    { name: 'notify-live-starting-soon', everyMs: 60_000, run: async (db) => made(db, mailing, await liveStartingSoonNotices(db)) },
    // Every hour: the day before a class starts (in the school's zone), from the first run of that day.
    { name: 'notify-class-starting-tomorrow', everyMs: 60 * 60_000, run: async (db) => made(db, mailing, await classStartingTomorrowNotices(db)) },
    // Every minute: the e-mails the mail server refused before, when their next try is due.
    { name: 'retry-notification-emails', everyMs: 60_000, run: async (db) => ({ emailed: await retryFailedEmails(db, mailing) }) },
  ];
}
