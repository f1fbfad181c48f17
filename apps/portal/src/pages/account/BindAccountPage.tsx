import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ResponseOf, endpoints } from '@academy/contract';
import { LoginBox, Spinner, isolate, useLoginBox } from '@academy/ui';
import { api } from '../../app/api.ts';
import { codeRefusal, codeSignInCalls } from '../../app/codeSignIn.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { bindMessages as m } from './account.messages.ts';
import { BindGone } from './BindGone.tsx';
import { BOUND_ACCOUNT_PATH, bindStateOf, ltrIsolate, refusalMessage, resendAtAfter, signedInDestination, type BindState } from './outsideSignIn.ts';

type BindOutcome = ResponseOf<typeof endpoints.thirdLoginBind>;
type PendingBindView = ResponseOf<typeof endpoints.thirdLoginPending>;
type Loaded = { status: 'loading' } | { status: 'ready'; pending: PendingBindView } | { status: 'gone'; message: string | null };

/**
 * bind-account (issue 20): a provider vouched for someone new to us. Never linked by e-mail: the person proves an
 * account with a fresh code (or creates one), then is signed in; an account already holding another identity of the
 * provider goes to bound-account.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const bindToken = bindStateOf(location.state)?.bindToken ?? params.get('token');
  const [loaded, setLoaded] = useState<Loaded>(() => (bindToken ? { status: 'loading' } : { status: 'gone', message: null }));
  const outcome = useRef<BindOutcome | null>(null);

  // The token leaves the visible address (and so the history list, a shared screen, a copied link) at once.
  useEffect(() => {
    if (params.has('token') && bindToken) void navigate(location.pathname, { replace: true, state: { bindToken } satisfies BindState });
  }, [params, bindToken, location.pathname, navigate]);

  useEffect(() => {
    if (!bindToken) return;
    let current = true;
    api.thirdLoginPending({ query: { bindToken } }).then(
      (pending) => current && setLoaded({ status: 'ready', pending }),
      (error: unknown) => {
        if (!current) return;
        try {
          setLoaded({ status: 'gone', message: refusalMessage(error) });
        } catch {
          setLoaded({ status: 'gone', message: null });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [bindToken]);

  const box = useLoginBox({
    sendCode: codeSignInCalls.sendCode,
    signIn: async ({ method, account, code }) => {
      try {
        const body = method === 'sms' ? { bindToken: bindToken!, mobile: account, code } : { bindToken: bindToken!, email: account, code };
        outcome.current = await api.thirdLoginBind({ body });
        return { ok: true };
      } catch (error) {
        return codeRefusal(error);
      }
    },
    imageCheck: codeSignInCalls.imageCheck,
    onSignedIn: () => {
      const answer = outcome.current!;
      if (answer.status === 'signedIn') return void navigate(signedInDestination(answer.returnPath), { replace: true });
      const { moveToken, providerName, maskedSubject, maskedEmail, maskedAccount } = answer;
      const state: BindState = { bindToken: bindToken!, move: { moveToken, providerName, maskedSubject, maskedEmail, maskedAccount, channel: box.method, account: box.account.trim(), resendAt: resendAtAfter(box.resendIn ?? 0) } };
      void navigate(BOUND_ACCOUNT_PATH, { state });
    },
  });

  if (loaded.status === 'loading') return <Spinner block />;
  if (loaded.status === 'gone') {
    return <BindGone message={loaded.message} />;
  }
  const { pending } = loaded;
  const provider = isolate(pending.providerName);
  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.bindAccount)}</h1>
      <div className={styles.prose}>
        <p>{intl.formatMessage(m.signedInAs, { provider, name: pending.displayName ? isolate(pending.displayName) : intl.formatMessage(m.unnamed) })}</p>
        {pending.maskedEmail && <p className={styles.muted}>{intl.formatMessage(m.emailShown, { provider, email: ltrIsolate(pending.maskedEmail) })}</p>}
        <p>{intl.formatMessage(m.why)}</p>
      </div>
      <LoginBox {...box} />
    </div>
  );
}
