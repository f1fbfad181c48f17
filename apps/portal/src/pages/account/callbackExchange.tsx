import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SignInOutcome } from '@academy/contract';
import { Spinner } from '@academy/ui';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { loginMessages } from './account.messages.ts';
import { BIND_ACCOUNT_PATH, signedInDestination } from './outsideSignIn.ts';

/**
 * A code is single-use: one exchange per code per page load, even when React runs the effect twice (strict mode)
 * or the page renders again.
 */
const exchangesByCode = new Map<string, Promise<SignInOutcome>>();

/**
 * What a callback page got from the provider: the code, the exchange for this callback's path (null when the path
 * has none) as a call with the code and those of `fields` that came, and all the query parameters.
 */
export function useCallbackRequest<Body extends { code: string }>(exchanges: Record<string, (body: Body) => Promise<SignInOutcome>>, fields: readonly string[]) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const exchange = exchanges[pathname.replace(/\/+$/, '')];
  const code = params.get('code');
  const present = fields.flatMap((name) => (params.get(name) ? [[name, params.get(name)!] as const] : []));
  const send = exchange && code ? () => exchange({ code, ...Object.fromEntries(present) } as Body) : null;
  return { code, send, params };
}

/**
 * A provider's callback: the server exchanges `code` once (with the state the page passes in `run`), then the
 * browser goes where the sign-in started, or to bind-account when the identity is new to us. `onRefused` gets the
 * error of a refused exchange.
 */
export function useCallbackExchange(code: string | null, run: (() => Promise<SignInOutcome>) | null, onRefused: (error: unknown) => void) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!code || !run) return;
    let running = exchangesByCode.get(code);
    if (!running) exchangesByCode.set(code, (running = run()));
    let current = true;
    running.then(
      (outcome) => {
        if (!current) return;
        if (outcome.status === 'signedIn') void navigate(signedInDestination(outcome.returnPath), { replace: true });
        // The token goes on in the address once; bind-account moves it into history state at once.
        else void navigate(`${BIND_ACCOUNT_PATH}?${new URLSearchParams({ token: outcome.bindToken })}`, { replace: true });
      },
      (error: unknown) => {
        if (current) onRefused(error);
      },
    );
    return () => {
      current = false;
    };
    // `run` and `onRefused` are made on each render; the code decides when to exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, navigate]);
}

/** What a callback page shows while the server finishes the sign-in. */
export function SigningIn() {
  const intl = useIntl();
  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.signingIn)}</h1>
      <p role="status">{intl.formatMessage(loginMessages.processing)}</p>
      <Spinner block />
    </div>
  );
}
