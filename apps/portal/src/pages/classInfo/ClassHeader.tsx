import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClassView, PublicClass } from '@academy/contract';
import { Image, StatusBadge, contentProps, isolate, renderRichTextHtml } from '@academy/ui';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

/**
 * The class as a learner meets it: title, cover, when, where, who teaches, seats, and what it is about. A visitor's
 * public view (issue 31) has no seats or enrolment window: the server does not send them.
 */
export function ClassHeader({ view, enrol }: { view: ClassView | PublicClass; enrol?: ReactNode }) {
  const intl = useIntl();
  const time = useSchoolTime(view.timeZone);
  const description = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Sanitized by the server when saved, and again here with the same allow-list (lists and links included).
    if (description.current) void renderRichTextHtml(description.current, view.descriptionHtml);
  }, [view.descriptionHtml]);
  const lecturers = intl.formatList(view.lecturers.map((lecturer) => isolate(lecturer.name ?? '—')), { type: 'conjunction' });

  return (
    <>
      <header className={styles.header}>
        {view.coverUrl && (
          <div className={styles.cover}>
            <Image src={view.coverUrl} alt="" aspectRatio="16 / 9" loading="eager" />
          </div>
        )}
        <div className={styles.stack}>
          <h1 id="class-title" {...contentProps(styles.title)}>{view.title}</h1>
          {view.titleEn && view.titleEn !== view.title && <p {...contentProps(styles.subtitle)}>{view.titleEn}</p>}
          <div className={styles.row}>
            <StatusBadge status={view.eventStatus} />
            <span data-testid="class-dates">{intl.formatMessage(messages.dates, { start: time.dateTime(view.startsAt), end: time.dateTime(view.endsAt) })}</span>
          </div>
          <p className={styles.muted}>
            {view.mode === 'online' ? intl.formatMessage(messages.online) : intl.formatMessage(messages.offlineAt, { location: isolate(view.location ?? '—') })}
          </p>
          {view.lecturers.length > 0 && <p className={styles.muted}>{intl.formatMessage(messages.taughtBy, { names: lecturers })}</p>}
          {'enrolledCount' in view && (
          <p className={styles.muted}>
            {view.capacity === null
              ? intl.formatMessage(messages.enrolledCount, { enrolled: view.enrolledCount })
              : intl.formatMessage(messages.enrolledOfCapacity, { enrolled: view.enrolledCount, capacity: view.capacity })}
          </p>
          )}
          {'enrolOpensAt' in view && (view.enrolOpensAt || view.enrolClosesAt) && (
            <p className={styles.muted}>
              {intl.formatMessage(messages.enrolWindow, { opens: view.enrolOpensAt ? time.dateTime(view.enrolOpensAt) : '—', closes: view.enrolClosesAt ? time.dateTime(view.enrolClosesAt) : time.dateTime(view.endsAt) })}
            </p>
          )}
          {enrol}
        </div>
      </header>
      <div ref={description} dir="auto" className={styles.description} data-testid="class-description" />
    </>
  );
}
