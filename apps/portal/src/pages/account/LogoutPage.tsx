import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@academy/ui';
import { signOut } from '../../app/signOut.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { loginMessages } from './account.messages.ts';

/** /logout: the logout call, local data cleared, then where the stored login method says (spec §4). */
export function Component() {
  const intl = useIntl();
  useEffect(() => {
    void signOut('/', currentLocale(), 'replace');
  }, []);
  return <Spinner block label={intl.formatMessage(loginMessages.signingOut)} />;
}
