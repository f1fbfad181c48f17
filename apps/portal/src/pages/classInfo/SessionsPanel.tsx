import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isHttpsUrl } from '@academy/rules';
import { Link, Pagination, SchoolTime, contentProps, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

const PAGE_SIZE = 5;

/** The class's sessions in time order, a page at a time, in the school's zone. */
export function SessionsPanel({ schoolId, classId, timeZone }: { schoolId: string; classId: string; timeZone: string }) {
  const intl = useIntl();
  const [pageNumber, setPageNumber] = useState(1);
  const call = useCall(schoolId, () => api.classSchedules({ params: { classId }, query: { pageNumber, pageSize: PAGE_SIZE, asc: 'true' }, tenantId: schoolId }), `sessions:${classId}:${pageNumber}`);
  return (
    <Section title={intl.formatMessage(messages.sessionsTitle)} call={call} testId="class-sessions">
      {(page) =>
        page.total === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noSessions)}</p>
        ) : (
          <>
            <ol className={styles.list} start={(page.pageNumber - 1) * page.pageSize + 1}>
              {page.list.map((session) => (
                <li key={session.id} className={styles.listItem}>
                  <span {...contentProps(styles.itemTitle)}>{session.title}</span>
                  <SchoolTime className={styles.muted} time={session.startsAt} end={session.endsAt} timeZone={timeZone} />
                  {/* An online session's room is an https address (the class form's rule): it opens, in a new tab. */}
                  {session.room &&
                    (isHttpsUrl(session.room) ? (
                      <Link href={session.room.trim()} newTab>
                        {intl.formatMessage(messages.joinRoom, { title: isolate(session.title) })}
                      </Link>
                    ) : (
                      <span {...contentProps(styles.muted)}>{session.room}</span>
                    ))}
                </li>
              ))}
            </ol>
            <Pagination page={pageNumber} totalItems={page.total} pageSize={page.pageSize} onChange={setPageNumber} isDisabled={call.loading} aria-label={intl.formatMessage(messages.sessionPages)} />
          </>
        )
      }
    </Section>
  );
}
