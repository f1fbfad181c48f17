import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@academy/api-client';
import { FREE_LOGIN_FAILED_QUERY, loginUrl } from '@academy/rules';
import { ErrorPage, Spinner } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { loginMessages } from './account.messages.ts';
import { messagingCallbackMessages } from './messagingCallback.messages.ts';
import { BIND_ACCOUNT_PATH, signedInDestination } from './outsideSignIn.ts';
import { FREE_LOGIN_ATTEMPT_KEY } from '../root/freeLogin.ts';

type Body = { code: string; state?: string; platformType?: string };

/** One exchange per app: welink's free_login, and the hw / imc accesstoken calls of the same shape. */
const EXCHANGES: Record<string, (body: Body) => ReturnType<typeof api.welinkFreeLogin>> = {
  '/welink/callback': (body) => api.welinkFreeLogin({ body }),
  '/hw/callback': (body) => api.hwAccessToken({ body }),
  '/imc/callback': (body) => api.imcAccessToken({ body }),
};

/** A code is single-use: one exchange per code per page load, even when strict mode runs the effect twice. */
const exchanges = new Map<string, ReturnType<typeof api.welinkFreeLogin>>();

/**
 * The messaging app sent the browser back with a code and the state: the server exchanges them once. Signed in →
 * where the sign-in started; new to us → bind-account; refused (the app's 030025, another browser's state) → the
 * message and the code sign-in — or, when "/" made the attempt (spec §2), back to "/" for its fallbacks.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const exchange = EXCHANGES[pathname.replace(/\/+$/, '')];
  const code = params.get('code');
  const [failed, setFailed] = useState(() => !exchange || !code);

  useEffect(() => {
    if (!exchange || !code) return;
    const state = params.get('state');
    const platformType = params.get('platformType');
    let running = exchanges.get(code);
    if (!running) exchanges.set(code, (running = exchange({ code, ...(state ? { state } : {}), ...(platformType ? { platformType } : {}) })));
    let current = true;
    const fromRoot = sessionStorage.getItem(FREE_LOGIN_ATTEMPT_KEY) !== null;
    sessionStorage.removeItem(FREE_LOGIN_ATTEMPT_KEY);
    running.then(
      (outcome) => {
        if (!current) return;
        if (outcome.status === 'signedIn') void navigate(signedInDestination(outcome.returnPath), { replace: true });
        else void navigate(`${BIND_ACCOUNT_PATH}?${new URLSearchParams({ token: outcome.bindToken })}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (fromRoot && error instanceof ApiError) void navigate(`/?${FREE_LOGIN_FAILED_QUERY}`, { replace: true });
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [exchange, code, params, navigate]);

  if (!failed) {
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
      description={intl.formatMessage(code ? messagingCallbackMessages.failed : loginMessages.callbackFailed)}
      onSignIn={() => void navigate(loginUrl('/', currentLocale()))}
      onHome={() => void navigate('/')}
    />
  );
}
