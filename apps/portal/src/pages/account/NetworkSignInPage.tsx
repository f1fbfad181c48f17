import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { endpoints } from '@academy/contract';
import { isSchoolId, loginUrl, safeRedirectPath } from '@academy/rules';
import { Banner, Button, Spinner, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { networkSignInMessages as m } from './networkSignIn.messages.ts';

type Check = { status: 'checking' } | { status: 'inside'; startUrl: string } | { status: 'outside'; ip: string } | { status: 'failed' };

/** The server's start address: it checks the network again (the page's answer only explains) and sends on to the provider. */
const startUrlFor = (schoolId: string, redirect: string) => `${endpoints.bignetAuthorize.path}?${new URLSearchParams({ schoolId, redirect })}`;

/**
 * Internal-network sign-in (`/bigNet/v1/authorize?schoolId=`, issue 20): says what it is, asks the server whether
 * this connection is inside the school's network, then goes on to the school's sign-in — or says why not and offers
 * the code sign-in.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const schoolId = params.get('schoolId');
  const redirect = safeRedirectPath(params.get('redirect'));
  const [check, setCheck] = useState<Check>({ status: 'checking' });

  /** Asks the server where this connection comes from; `isCurrent` drops an answer the page no longer waits for. */
  const runCheck = useCallback(
    (isCurrent: () => boolean) => {
      if (!isSchoolId(schoolId)) return;
      api.clientIp({ query: { schoolId } }).then(
        (answer) => {
          if (!isCurrent()) return;
          if (!answer.inSchoolNetwork) return setCheck({ status: 'outside', ip: answer.ip });
          const startUrl = startUrlFor(schoolId, redirect);
          setCheck({ status: 'inside', startUrl });
          window.location.assign(startUrl);
        },
        () => isCurrent() && setCheck({ status: 'failed' }),
      );
    },
    [schoolId, redirect],
  );

  useEffect(() => {
    let current = true;
    runCheck(() => current);
    return () => {
      current = false;
    };
  }, [runCheck]);

  const retry = () => {
    setCheck({ status: 'checking' });
    runCheck(() => true);
  };
  const toCodeSignIn = () => void navigate(`${loginUrl(redirect, currentLocale())}${isSchoolId(schoolId) ? `&schoolId=${schoolId}` : ''}`);
  const codeButton = (
    <Button variant="secondary" onPress={toCodeSignIn}>
      {intl.formatMessage(m.codeSignIn)}
    </Button>
  );

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.networkSignIn)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      {!isSchoolId(schoolId) ? (
        <>
          <Banner tone="warning" title={intl.formatMessage(m.noSchoolTitle)}>
            {intl.formatMessage(m.noSchool)}
          </Banner>
          <div className={styles.row}>{codeButton}</div>
        </>
      ) : check.status === 'checking' ? (
        <>
          <p role="status">{intl.formatMessage(m.checking)}</p>
          <Spinner block />
        </>
      ) : check.status === 'inside' ? (
        <>
          <p role="status">{intl.formatMessage(m.inside)}</p>
          <div className={styles.row}>
            <Button onPress={() => window.location.assign(check.startUrl)}>{intl.formatMessage(m.continue)}</Button>
          </div>
        </>
      ) : check.status === 'outside' ? (
        <>
          <Banner tone="warning" title={intl.formatMessage(m.outsideTitle)}>
            {intl.formatMessage(m.outside, { ip: isolate(check.ip) })}
          </Banner>
          <div className={styles.row}>{codeButton}</div>
        </>
      ) : (
        <>
          <Banner tone="error" title={intl.formatMessage(m.failedTitle)}>
            {intl.formatMessage(m.failed)}
          </Banner>
          <div className={styles.row}>
            <Button onPress={retry}>{intl.formatMessage(m.retry)}</Button>
            {codeButton}
          </div>
        </>
      )}
    </div>
  );
}
