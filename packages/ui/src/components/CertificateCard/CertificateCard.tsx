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
  /** How the certificate stands: `issued`, `notYet` (the learner is on the way) or `revoked`; shown as a badge in words. */
  state: CertificateCardState;
  /** The certificate number printed on the PDF (issued and revoked); kept left to right. */
  certificateNo?: string | null;
  /** When it was issued (ISO), written in `timeZone` (the school's). */
  issuedAt?: string | null;
  /** The school's IANA time zone (`Asia/Shanghai`) the issue date is written in; the reader's own by default. */
  timeZone?: string;
  /** Not yet issued: how far the learner is (0–100) and the exams passed. */
  progress?: number;
  /** Not yet issued: how many of the exams the learner has passed… */
  examsPassed?: number;
  /** …of how many exams the class requires. */
  examsTotal?: number;
  /** The PDF's address (a download) and the public verification page's. */
  downloadHref?: string;
  /** The public verification page (anyone with the address can check the certificate is genuine). */
  verifyHref?: string;
  /** An extra class on the card's outer box (its place in a page layout). */
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
