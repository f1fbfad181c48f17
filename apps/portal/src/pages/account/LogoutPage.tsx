import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { signOutDestination } from '@academy/rules';
import { Spinner } from '@academy/ui';
import { api } from '../../app/api.ts';
import { resetSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { loginMessages } from './account.messages.ts';

/** /logout: the logout call, local data cleared, then where the stored login method says (spec §4). */
export function Component() {
  const intl = useIntl();
  useEffect(() => {
    void api
      .logout()
      .catch(() => undefined)
      .finally(() => {
        resetSession();
        const method = Number(localStorage.getItem('login_method') ?? 1);
        localStorage.removeItem('login_method');
        sessionStorage.clear();
        window.location.replace(signOutDestination(method, {}, '/', currentLocale()));
      });
  }, []);
  return <Spinner block label={intl.formatMessage(loginMessages.signingOut)} />;
}
