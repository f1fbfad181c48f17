import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { SignInOutcome } from '@academy/contract';
import { FREE_LOGIN_FAILED_QUERY, loginUrl } from '@academy/rules';
import { ErrorPage } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import { loginMessages } from './account.messages.ts';
import { messagingCallbackMessages } from './messagingCallback.messages.ts';
import { SigningIn, useCallbackExchange, useCallbackRequest } from './callbackExchange.tsx';
import { FREE_LOGIN_ATTEMPT_KEY } from '../root/freeLogin.ts';

type Body = { code: string; state?: string; platformType?: string };

/** One exchange per app: welink's free_login, and the hw / imc accesstoken calls of the same shape. */
const EXCHANGES: Record<string, (body: Body) => Promise<SignInOutcome>> = {
  '/welink/callback': (body) => api.welinkFreeLogin({ body }),
  '/hw/callback': (body) => api.hwAccessToken({ body }),
  '/imc/callback': (body) => api.imcAccessToken({ body }),
};

/**
 * The messaging app sent the browser back with a code and the state: the server exchanges them once. Signed in →
 * where the sign-in started; new to us → bind-account; refused (the app's 030025, another browser's state) → the
 * message and the code sign-in — or, when "/" made the attempt (spec §2), back to "/" for its fallbacks.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code, send } = useCallbackRequest(EXCHANGES, ['state', 'platformType']);
  const [failed, setFailed] = useState(() => !send);

  // Whether "/" made this attempt (spec §2), read once when the exchange starts: its fallbacks decide after a refusal.
  let fromRoot = false;
  const run = () => {
    fromRoot = sessionStorage.getItem(FREE_LOGIN_ATTEMPT_KEY) !== null;
    sessionStorage.removeItem(FREE_LOGIN_ATTEMPT_KEY);
    return send!();
  };
  useCallbackExchange(code, send ? run : null, (error) => {
    if (fromRoot && error instanceof ApiError) void navigate(`/?${FREE_LOGIN_FAILED_QUERY}`, { replace: true });
    else setFailed(true);
  });

  if (!failed) return <SigningIn />;
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
