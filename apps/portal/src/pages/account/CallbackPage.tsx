import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SignInOutcome } from '@academy/contract';
import { loginUrl, safeRedirectPath } from '@academy/rules';
import { ErrorPage, Spinner } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { loginMessages } from './account.messages.ts';
import { BIND_ACCOUNT_PATH, refusalMessage, signedInDestination } from './outsideSignIn.ts';

/** The callbacks whose code the server exchanges (issue 20); the others keep the plain "verification failed" page. */
const EXCHANGES: Record<string, (body: { code: string; state?: string; iss?: string }) => Promise<SignInOutcome>> = {
  '/enterpriseOauth2/callback': (body) => api.oauth2AccessToken({ body }),
  '/uniportal/callback': (body) => api.ssoAccessToken({ body }),
};

/**
 * A code is single-use: the exchange for one code runs once per page load, even when React runs the effect twice
 * (strict mode) or the page renders again.
 */
const exchanges = new Map<string, Promise<SignInOutcome>>();

type State = { status: 'working' } | { status: 'failed'; message: string | null };

/**
 * Single-sign-on callbacks (enterprise OAuth2, corporate SSO): post the provider's code and state to the server,
 * then go where the sign-in started, or to bind-account when the identity is new to us.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const exchange = EXCHANGES[pathname.replace(/\/+$/, '')];
  const code = params.get('code');
  const [state, setState] = useState<State>(() => (exchange && code ? { status: 'working' } : { status: 'failed', message: null }));

  useEffect(() => {
    if (!exchange || !code) return;
    const body = { code, ...(params.get('state') ? { state: params.get('state')! } : {}), ...(params.get('iss') ? { iss: params.get('iss')! } : {}) };
    let running = exchanges.get(code);
    if (!running) exchanges.set(code, (running = exchange(body)));
    let current = true;
    running.then(
      (outcome) => {
        if (!current) return;
        if (outcome.status === 'signedIn') void navigate(signedInDestination(outcome.returnPath), { replace: true });
        // The token goes on in the address once; bind-account moves it into history state at once.
        else void navigate(`${BIND_ACCOUNT_PATH}?${new URLSearchParams({ token: outcome.bindToken })}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        let message: string | null = null;
        try {
          message = refusalMessage(error);
        } catch {
          message = null;
        }
        setState({ status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [exchange, code, params, navigate]);

  if (state.status === 'working') {
    return (
      <div className={[styles.stack, styles.narrow].join(' ')}>
        <h1 className={styles.pageTitle}>{intl.formatMessage(titles.signingIn)}</h1>
        <p role="status">{intl.formatMessage(loginMessages.processing)}</p>
        <Spinner block />
      </div>
    );
  }
  return (
    <ErrorPage
      kind="disableLogin"
      title={intl.formatMessage(titles.signingIn)}
      description={state.message ? <span dir="auto">{state.message}</span> : intl.formatMessage(loginMessages.callbackFailed)}
      onSignIn={() => void navigate(loginUrl(safeRedirectPath(params.get('redirect')), currentLocale()))}
      onHome={() => void navigate('/')}
    />
  );
}
