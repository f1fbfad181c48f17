import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { loginUrl, safeRedirectPath } from '@academy/rules';
import { ErrorPage } from '@academy/ui';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import { loginMessages } from './account.messages.ts';

/**
 * Single-sign-on callbacks (uniportal, messaging app, enterprise OAuth2, IMC). This deployment has no external
 * identity provider configured, so a callback cannot be completed: say so plainly (spec §5 wording) and offer the
 * code sign-in, keeping the page the visitor wanted.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect') ?? params.get('state'));
  return (
    <ErrorPage
      kind="disableLogin"
      title={intl.formatMessage(titles.signingIn)}
      description={intl.formatMessage(loginMessages.callbackFailed)}
      onSignIn={() => void navigate(loginUrl(target, currentLocale()))}
      onHome={() => void navigate('/')}
    />
  );
}
