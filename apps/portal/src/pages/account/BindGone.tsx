import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { loginUrl } from '@academy/rules';
import { ErrorPage } from '@academy/ui';
import { currentLocale } from '../../app/currentLocale.ts';
import { bindMessages, loginMessages } from './account.messages.ts';

/** A bind page opened without its sign-in (a bookmark, another browser, a new tab): sign in again. */
export function BindGone({ message }: { message?: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <ErrorPage
      kind="disableLogin"
      title={intl.formatMessage(bindMessages.expired)}
      description={message ? <span dir="auto">{message}</span> : intl.formatMessage(loginMessages.callbackFailed)}
      onSignIn={() => void navigate(loginUrl('/', currentLocale()))}
      onHome={() => void navigate('/')}
    />
  );
}
