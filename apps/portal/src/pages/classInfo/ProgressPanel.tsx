import { useIntl } from 'react-intl';
import { callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import { CertificateCard, ProgressRing } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

/** How far the learner has come in the class, and their certificate (issued when everything is done). */
export function ProgressPanel({ schoolId, classId, timeZone }: { schoolId: string; classId: string; timeZone: string }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
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
          </div>
          {/* The certificate (issue 33): its PDF in the page's language, and its public verification page. */}
          <CertificateCard
            title={certificate.title}
            state={certificate.revokedAt ? 'revoked' : certificate.issued ? 'issued' : 'notYet'}
            certificateNo={certificate.certificateNo}
            issuedAt={certificate.issuedAt}
            timeZone={timeZone}
            progress={total.progress}
            examsPassed={certificate.examsPassed}
            examsTotal={certificate.examsTotal}
            downloadHref={callPath(routes.certificatePdf, { params: { id: classId }, query: { tenantId: schoolId, lang: locale } })}
            verifyHref={certificate.verificationCode ? `/certificate/verify/${certificate.verificationCode}` : undefined}
          />
        </div>
      )}
    </Section>
  );
}
