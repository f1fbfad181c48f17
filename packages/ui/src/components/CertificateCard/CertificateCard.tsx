import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { Link } from '../Link/Link.tsx';
import { ProgressBar } from '../Progress/ProgressBar.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import * as styles from './CertificateCard.css.ts';
import { certificateCardMessages as messages } from './CertificateCard.messages.ts';

export type CertificateCardState = 'issued' | 'notYet' | 'revoked';

export type CertificateCardProps = {
  /** The class (or course) the certificate is for. */
  title: string;
  state: CertificateCardState;
  certificateNo?: string | null;
  /** When it was issued (ISO), written in `timeZone` (the school's). */
  issuedAt?: string | null;
  timeZone?: string;
  /** Not yet issued: how far the learner is (0–100) and the exams passed. */
  progress?: number;
  examsPassed?: number;
  examsTotal?: number;
  /** The PDF's address (a download) and the public verification page's. */
  downloadHref?: string;
  verifyHref?: string;
  className?: string;
};

const BADGE = {
  issued: { tone: 'success', message: messages.issued },
  notYet: { tone: 'neutral', message: messages.notYet },
  revoked: { tone: 'danger', message: messages.revoked },
} as const;

/** A learner's certificate of a class: issued (number, date, Download PDF, verification page), on its way (progress), or revoked. */
export function CertificateCard({ title, state, certificateNo, issuedAt, timeZone, progress = 0, examsPassed = 0, examsTotal = 0, downloadHref, verifyHref, className }: CertificateCardProps) {
  const intl = useIntl();
  const date = issuedAt ? intl.formatDate(issuedAt, { dateStyle: 'medium', timeZone }) : '—';
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-label={intl.formatMessage(messages.label, { title })} data-testid="certificate-card">
      <div className={styles.head}>
        <div className={styles.titleBox}>
          <p className={styles.kicker}>{intl.formatMessage(messages.heading)}</p>
          <h3 {...contentProps(styles.title, { lines: 2 })}>{title}</h3>
        </div>
        <StatusBadge tone={BADGE[state].tone} label={intl.formatMessage(BADGE[state].message)} />
      </div>
      {state === 'notYet' ? (
        <>
          <ProgressBar size="sm" value={progress} aria-label={intl.formatMessage(messages.progress)} />
          <p className={styles.muted}>{intl.formatMessage(messages.how, { passed: examsPassed, exams: examsTotal })}</p>
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.number, { number: <bdi key="n" dir="ltr">{certificateNo}</bdi>, date })}</p>
      )}
      {state === 'revoked' && <p className={styles.muted}>{intl.formatMessage(messages.revokedHelp)}</p>}
      {state !== 'notYet' && (downloadHref || verifyHref) && (
        <div className={styles.actions}>
          {state === 'issued' && downloadHref && (
            <Link href={downloadHref} download={`certificate-${certificateNo ?? ''}.pdf`}>
              {intl.formatMessage(messages.download)}
            </Link>
          )}
          {verifyHref && <Link href={verifyHref}>{intl.formatMessage(messages.verify)}</Link>}
        </div>
      )}
    </section>
  );
}
