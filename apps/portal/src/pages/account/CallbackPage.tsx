import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SignInOutcome } from '@academy/contract';
import { loginUrl, safeRedirectPath } from '@academy/rules';
import { ErrorPage } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import { loginMessages } from './account.messages.ts';
import { refusalMessage } from './outsideSignIn.ts';
import { SigningIn, useCallbackExchange, useCallbackRequest } from './callbackExchange.tsx';

/** The callbacks whose code the server exchanges (issue 20); the others keep the plain "verification failed" page. */
const EXCHANGES: Record<string, (body: { code: string; state?: string; iss?: string }) => Promise<SignInOutcome>> = {
  '/enterpriseOauth2/callback': (body) => api.oauth2AccessToken({ body }),
  '/uniportal/callback': (body) => api.ssoAccessToken({ body }),
};

type State = { status: 'working' } | { status: 'failed'; message: string | null };

/**
 * Single-sign-on callbacks (enterprise OAuth2, corporate SSO): post the provider's code and state to the server,
 * then go where the sign-in started, or to bind-account when the identity is new to us.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code, send, params } = useCallbackRequest(EXCHANGES, ['state', 'iss']);
  const [state, setState] = useState<State>(() => (send ? { status: 'working' } : { status: 'failed', message: null }));

  useCallbackExchange(code, send, (error) => {
    let message: string | null = null;
    try {
      message = refusalMessage(error);
    } catch {
      message = null;
    }
    setState({ status: 'failed', message });
  });

  if (state.status === 'working') return <SigningIn />;
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
