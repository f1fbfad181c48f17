import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Image, PreviewMask, StatusBadge, contentProps, isolate, renderBulletinHtml } from '@academy/ui';
import { api } from '../../app/api.ts';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { useSchoolTime } from './schoolTime.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

/** preview-class?classId=: the class as its learners will see it, under the preview mask (nothing can be pressed). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const classId = new URL(request.url).searchParams.get('classId') ?? '';
  if (!/^\d{19}$/.test(classId)) throw data('Not found', { status: 404 });
  const [detail, courseware, attachments] = await Promise.all([
    api.classDetails({ params: { id: classId }, tenantId }).catch(pageError),
    api.coursewareList({ params: { classId }, tenantId }).catch(() => []),
    api.attachmentList({ params: { id: classId }, tenantId }).catch(() => []),
  ]);
  return { detail, courseware, attachments };
}

export function Component() {
  const { detail, courseware, attachments } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { metadata } = useLecturing();
  const time = useSchoolTime(metadata.timeZone);
  const description = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Sanitized by the server when saved, and again here with the bulletin's allow-list.
    if (description.current) void renderBulletinHtml(description.current, detail.descriptionHtml);
  }, [detail.descriptionHtml]);

  return (
    <article className={styles.stack} aria-labelledby="class-title">
      <PreviewMask />
      <header className={styles.stack}>
        {detail.coverUrl && (
          <div className={styles.cover}>
            <Image src={detail.coverUrl} alt="" aspectRatio="16 / 9" loading="eager" />
          </div>
        )}
        <h1 id="class-title" {...contentProps(styles.title)}>{detail.title}</h1>
        <div className={styles.row}>
          <StatusBadge status={detail.eventStatus} />
          <span>{intl.formatMessage(messages.classDates, { start: time.dateTime(detail.startsAt), end: time.dateTime(detail.endsAt) })}</span>
        </div>
        <p className={styles.muted}>
          {detail.mode === 'online' ? intl.formatMessage(messages.online) : intl.formatMessage(messages.offlineAt, { location: isolate(detail.location ?? '') })}
          {' · '}
          {detail.capacity === null ? intl.formatMessage(messages.enrolledCount, { enrolled: detail.enrolledCount }) : intl.formatMessage(messages.enrolledOfCapacity, { enrolled: detail.enrolledCount, capacity: detail.capacity })}
        </p>
        <p>{intl.formatMessage(messages.taughtBy, { names: intl.formatList(detail.lecturers.map((lecturer) => isolate(lecturer.name ?? '—')), { type: 'unit' }) })}</p>
      </header>
      <div ref={description} dir="auto" className={styles.stack} />
      <section aria-labelledby="preview-sessions" className={styles.stack}>
        <h2 id="preview-sessions" className={styles.sectionTitle}>{intl.formatMessage(messages.sessionsLegend)}</h2>
        <ol className={styles.list}>
          {detail.sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              <span {...contentProps()}>{session.title}</span>
              <span className={styles.muted}>{intl.formatMessage(messages.classDates, { start: time.dateTime(session.startsAt), end: time.time(session.endsAt) })}</span>
              {session.room && <span {...contentProps(styles.muted)}>{session.room}</span>}
            </li>
          ))}
        </ol>
      </section>
      {courseware.length > 0 && (
        <section aria-labelledby="preview-courseware" className={styles.stack}>
          <h2 id="preview-courseware" className={styles.sectionTitle}>{intl.formatMessage(messages.coursewareTitle)}</h2>
          <ol className={styles.list}>
            {courseware.map((item) => <li key={item.id} {...contentProps()}>{item.coursewareName}</li>)}
          </ol>
        </section>
      )}
      {attachments.length > 0 && (
        <section aria-labelledby="preview-files" className={styles.stack}>
          <h2 id="preview-files" className={styles.sectionTitle}>{intl.formatMessage(messages.filesTitle)}</h2>
          <ul className={styles.list}>
            {attachments.map((file) => <li key={file.id} {...contentProps()}>{file.fileName}</li>)}
          </ul>
        </section>
      )}
    </article>
  );
}
