import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { loginUrl, safeRedirectPath } from '@academy/rules';
import { Spinner } from '@academy/ui';
import { client } from '../../app/api.ts';
import { resetSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { readCookie } from '../../app/cookies.ts';
import { loginMessages } from './account.messages.ts';

/** /refresh-token: renews the session, then returns to the (same-origin) redirect; a failed refresh signs in again. */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  useEffect(() => {
    const target = safeRedirectPath(params.get('redirect'));
    // Without the readable user_id marker there is no session to renew: straight to sign-in, no failing request.
    const renew = readCookie('user_id') ? client.refresh() : Promise.resolve(false);
    void renew.then((ok) => {
      resetSession();
      window.location.replace(ok ? target : loginUrl(target, currentLocale()));
    });
  }, [params]);
  return <Spinner block label={intl.formatMessage(loginMessages.processing)} />;
}
