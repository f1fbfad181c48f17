import { useIntl } from 'react-intl';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { CertificateVerification } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { Banner, StatusBadge, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { certificateVerifyMessages as messages } from './certificateVerify.messages.ts';
import * as styles from './learning.css.ts';

type VerifyData = { certificate: CertificateVerification | null };

/** /certificate/verify/{code} (issue 33): public; an unknown code is a page that says so, not the site's 404. */
export async function loader({ params }: LoaderFunctionArgs): Promise<VerifyData> {
  const code = params.code ?? '';
  if (!/^[0-9a-f]{32}$/.test(code)) return { certificate: null };
  try {
    return { certificate: await api.verifyCertificate({ params: { code } }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { certificate: null };
    throw redirect(`/abnormal/${error instanceof ApiError ? error.status : 503}`);
  }
}

export function Component() {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const { certificate } = useLoaderData() as VerifyData;
  const date = (iso: string, timeZone: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone });
  return (
    <div className={styles.exam} data-testid="certificate-verify">
      <h1 className={styles.examTitle}>{intl.formatMessage(messages.heading)}</h1>
      {!certificate ? (
        <Banner tone="warning" title={intl.formatMessage(messages.notFound)}>
          {intl.formatMessage(messages.notFoundHelp)}
        </Banner>
      ) : (
        <section className={styles.examCard} aria-labelledby="certificate-status">
          <span id="certificate-status" className={styles.row}>
            <StatusBadge tone={certificate.status === 'genuine' ? 'success' : 'danger'} label={intl.formatMessage(certificate.status === 'genuine' ? messages.genuine : messages.revoked)} />
          </span>
          <p className={styles.muted}>
            {certificate.status === 'genuine' ? intl.formatMessage(messages.genuineHelp) : intl.formatMessage(messages.revokedHelp, { date: date(certificate.revokedAt ?? certificate.issuedAt, certificate.timeZone) })}
          </p>
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(messages.school)}</dt>
            <dd {...contentProps()}>{localizedName({ name: certificate.schoolName, nameEn: certificate.schoolNameEn }, locale)}</dd>
            <dt>{intl.formatMessage(messages.learner)}</dt>
            <dd {...contentProps()} data-testid="certificate-learner">{certificate.learnerName}</dd>
            <dt>{intl.formatMessage(messages.class)}</dt>
            <dd {...contentProps()}>{localizedName({ name: certificate.classTitle, nameEn: certificate.classTitleEn }, locale)}</dd>
            <dt>{intl.formatMessage(messages.date)}</dt>
            <dd>{date(certificate.issuedAt, certificate.timeZone)}</dd>
            <dt>{intl.formatMessage(messages.number)}</dt>
            <dd dir="ltr">{certificate.certificateNo}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
