import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@academy/rules';
import { Button, QrSignInPanel, useQrSignIn } from '@academy/ui';
import { api } from '../../app/api.ts';
import { rememberCodeSignIn } from '../../app/codeSignIn.ts';
import { qrLoginMessages as m } from './qrLogin.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

/**
 * The login page's QR option (issue 20): a signed-in phone scans the code and confirms; this browser then signs in
 * and goes to the same-origin `redirect`. Nothing is opened or polled until the person asks for the code.
 */
export function QrSignInOption() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.stack}>
      <Button variant="secondary" aria-expanded={shown} aria-controls={shown ? panelId : undefined} onPress={() => setShown(!shown)}>
        {intl.formatMessage(shown ? m.hide : m.show)}
      </Button>
      {shown && (
        <div id={panelId}>
          <QrArea />
        </div>
      )}
    </div>
  );
}

function QrArea() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const panel = useQrSignIn({
    openSession: () => api.qrLoginSession({ query: { redirect } }),
    pollStatus: async (qrId) => (await api.qrLoginStatus({ query: { qrId } })).status,
    takeToken: async (qrId) => {
      await api.qrLoginToken({ body: { qrId } });
    },
    onSignedIn: () => {
      // A phone vouched: the session's method is the account one (sign-out goes to the login page).
      rememberCodeSignIn();
      void navigate(redirect, { replace: true });
    },
  });
  return <QrSignInPanel {...panel} />;
}
