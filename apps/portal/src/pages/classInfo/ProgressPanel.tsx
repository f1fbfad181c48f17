import { useIntl } from 'react-intl';
import { ProgressRing, StatusBadge } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

/** How far the learner has come in the class, and their certificate (issued when everything is done). */
export function ProgressPanel({ schoolId, classId, timeZone }: { schoolId: string; classId: string; timeZone: string }) {
  const intl = useIntl();
  const time = useSchoolTime(timeZone);
  const call = useCall(
    schoolId,
    () =>
      Promise.all([
        api.totalProgress({ params: { id: classId }, tenantId: schoolId }),
        api.certificateRecord({ params: { id: classId }, tenantId: schoolId }),
      ]).then(([total, certificate]) => ({ total, certificate })),
    `progress:${classId}`,
  );
  return (
    <Section title={intl.formatMessage(messages.progressTitle)} call={call} lines={2} testId="class-progress">
      {({ total, certificate }) => (
        <div className={styles.row}>
          <ProgressRing value={total.progress} label={intl.formatMessage(messages.totalProgress)} />
          <div className={styles.tightStack}>
            <p className={styles.muted}>{intl.formatMessage(messages.itemsDone, { done: total.completedItems, total: total.totalItems })}</p>
            {certificate.issued ? (
              <>
                <span className={styles.row}><StatusBadge tone="success" label={intl.formatMessage(messages.certificateIssued)} /></span>
                <p className={styles.muted}>
                  {intl.formatMessage(messages.certificateNumber, { number: <bdi key="n" dir="ltr">{certificate.certificateNo}</bdi>, date: certificate.issuedAt ? time.date(certificate.issuedAt) : '—' })}
                </p>
              </>
            ) : (
              <>
                <span className={styles.row}><StatusBadge tone="neutral" label={intl.formatMessage(messages.certificateNotYet)} /></span>
                <p className={styles.muted}>{intl.formatMessage(messages.certificateHow, { passed: certificate.examsPassed, exams: certificate.examsTotal })}</p>
              </>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
