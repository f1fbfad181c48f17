import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@academy/rules';
import { LoginBox, useLoginBox } from '@academy/ui';
import { codeSignInCalls, rememberCodeSignIn } from '../../app/codeSignIn.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

/** Sign in with a one-time code by SMS or e-mail (spec §4); then back to the same-origin `redirect`. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const box = useLoginBox({
    ...codeSignInCalls,
    onSignedIn: () => {
      rememberCodeSignIn();
      void navigate(safeRedirectPath(params.get('redirect')), { replace: true });
    },
  });

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.login)}</h1>
      <LoginBox {...box} />
    </div>
  );
}
