import { LOCALES, localizedName, notificationLink, toLocaleCode, type LocaleCode, type NotificationKind, type NotificationParams } from '@academy/rules';
import type { Notification } from '@academy/contract';
import type { MailMessage } from '../../auth/delivery.ts';
import type { Queryable } from '../../db/index.ts';
import { wordsIn } from '../../http/words.ts';
import { notificationWords, TEXTS, TITLES } from './messages.ts';

/** A notification to make: for whom, about what, and what makes it once only (per user and school). */
export type NewNotification = { schoolId: string; userId: string; kind: NotificationKind; params: NotificationParams; dedupeKey: string };

export type NotificationRow = { id: string; school_id: string; kind: NotificationKind; params: NotificationParams; created_at: Date; read_at: Date | null; time_zone: string };

/** What sends the e-mails: the server's one mailer (auth/delivery.ts) and the public origin the links point to. */
export type Mailing = { sender: { mail(message: MailMessage): Promise<boolean> }; config: { oidcIssuer: string }; log?: { warn(object: object, message: string): void } };

/**
 * Inserts the notifications that do not exist yet (the unique dedupe key per user and school): the ids of those
 * this call made — so only their maker e-mails them, however many instances or repeated notices tried. Run it in
 * the transaction of what it tells about, so both happen or neither.
 */
export async function insertNotifications(db: Queryable, notices: NewNotification[]): Promise<string[]> {
  if (!notices.length) return [];
  const rows = await db.query<{ id: string }>(
    `insert into notifications (school_id, user_id, kind, params, dedupe_key)
     select n.school_id, n.user_id, n.kind, n.params, n.dedupe_key
       from jsonb_to_recordset($1::jsonb) as n(school_id text, user_id text, kind text, params jsonb, dedupe_key text)
     on conflict (school_id, user_id, dedupe_key) do nothing
     returning id::text as id`,
    [JSON.stringify(notices.map((n) => ({ school_id: n.schoolId, user_id: n.userId, kind: n.kind, params: n.params, dedupe_key: n.dedupeKey })))],
  );
  return rows.map((row) => row.id);
}

/** The time a notification names, in the school's zone, for a reader of `locale`. */
function formatTime(locale: LocaleCode, startsAt: string | undefined, timeZone: string): string {
  if (!startsAt) return '';
  return new Intl.DateTimeFormat(LOCALES[locale].tag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(startsAt));
}

/** A notification's title and text in a language. */
export function wordsOf(locale: LocaleCode, kind: NotificationKind, params: NotificationParams, timeZone: string): { title: string; text: string } {
  const values = {
    class: params.classTitle ?? '',
    questionnaire: params.questionnaireTitle ?? '',
    live: params.liveTitle ?? '',
    // An order's goods may have an English name beside the Chinese one: the reader's (as the order pages show it).
    order: localizedName({ name: params.orderTitle, nameEn: params.orderTitleEn }, locale),
    time: formatTime(locale, params.startsAt, timeZone),
  };
  return { title: wordsIn(locale, { ...TITLES[kind], values }), text: wordsIn(locale, { ...TEXTS[kind], values }) };
}

/** A row as the list shows it, worded in the reader's language. */
export function toNotification(row: NotificationRow, locale: LocaleCode): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    ...wordsOf(locale, row.kind, row.params, row.time_zone),
    link: notificationLink(row.school_id, row.kind, row.params),
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

type MailRow = NotificationRow & { email: string; locale: string | null; default_locale: string; email_attempts: number };

/** How many times an e-mail is tried in all, and the wait before the next try: 5, 10, 20, 40 minutes. */
export const EMAIL_ATTEMPTS = 5;
const retryDelaySeconds = (attempts: number) => 300 * 2 ** (attempts - 1);

/**
 * E-mails the given notifications to their users who have an address, each in its user's language (the one they
 * last read the portal in, else the school's), once: a row is claimed (emailed_at) before it is sent, so a second
 * caller finds nothing to send. A refused send is recorded (email_error, email_attempts) and released for a later
 * try (email_retry_at, retryFailedEmails) until EMAIL_ATTEMPTS; the notification itself stays. Answers how many
 * were sent.
 */
export async function emailNotifications(db: Queryable, mailing: Mailing, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.query<MailRow>(
    `update notifications n set emailed_at = now(), email_attempts = n.email_attempts + 1, email_retry_at = null
       from users u, schools s
      where n.id = any($1::bigint[]) and n.emailed_at is null and (n.email_retry_at is null or n.email_retry_at <= now())
        and u.id = n.user_id and s.id = n.school_id and u.email is not null
      returning n.id::text as id, n.school_id, n.kind, n.params, n.created_at, n.read_at, s.time_zone, u.email, u.locale, s.default_locale, n.email_attempts`,
    [ids],
  );
  let sent = 0;
  for (const row of rows) {
    const locale = toLocaleCode(row.locale) ?? toLocaleCode(row.default_locale) ?? 'en_US';
    try {
      const { title, text } = wordsOf(locale, row.kind, row.params, row.time_zone);
      const link = `${mailing.config.oidcIssuer}${notificationLink(row.school_id, row.kind, row.params)}`;
      const body = [text, '', wordsIn(locale, { ...notificationWords.open, values: { link } }), '', '—', wordsIn(locale, notificationWords.why)].join('\n');
      if (await mailing.sender.mail({ to: row.email, subject: title, text: body, language: LOCALES[locale].tag })) sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const again = row.email_attempts < EMAIL_ATTEMPTS;
      // Released (emailed_at null) with the time of the next try; after the last try it stays claimed: given up.
      await db.query(
        `update notifications set email_error = $2, emailed_at = case when $3::boolean then null else emailed_at end,
           email_retry_at = case when $3::boolean then now() + make_interval(secs => $4) end where id = $1`,
        [row.id, message, again, retryDelaySeconds(row.email_attempts)],
      );
      mailing.log?.warn({ notification: row.id, attempts: row.email_attempts, retry: again, error: message }, 'notification e-mail failed');
    }
  }
  return sent;
}

/** The job's part: the e-mails whose next try is due (a batch per run; the claim keeps two runners from doubling). */
export async function retryFailedEmails(db: Queryable, mailing: Mailing): Promise<number> {
  const due = await db.query<{ id: string }>('select id::text as id from notifications where emailed_at is null and email_retry_at <= now() order by email_retry_at limit 100');
  return emailNotifications(db, mailing, due.map((row) => row.id));
}

/** Makes the notifications (once) and e-mails the new ones. Outside a transaction: for producers that have none. */
export async function notify(db: Queryable, mailing: Mailing, notices: NewNotification[]): Promise<string[]> {
  const ids = await insertNotifications(db, notices);
  await emailNotifications(db, mailing, ids);
  return ids;
}
