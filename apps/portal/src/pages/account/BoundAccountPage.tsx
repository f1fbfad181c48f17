import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Button, isolate } from '@academy/ui';
import * as styles from '../../layouts/layout.css.ts';
import { bindMessages as m } from './account.messages.ts';
import { BIND_ACCOUNT_PATH, BOUND_ACCOUNT_VERIFY_PATH, bindStateOf, ltrIsolate } from './outsideSignIn.ts';
import { BindGone } from './BindGone.tsx';

/**
 * bound-account (issue 20): the account just proved already holds another identity of this provider. Shows that
 * binding masked (never the whole subject or e-mail) and offers to move it, which needs one more fresh code.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = bindStateOf(useLocation().state);
  const move = state?.move;
  if (!state || !move) return <BindGone />;
  const provider = isolate(move.providerName);
  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(m.boundHeading)}</h1>
      <div className={styles.prose}>
        <p>{intl.formatMessage(m.alreadyBound, { account: ltrIsolate(move.maskedAccount), provider })}</p>
        <ul>
          <li dir="auto">{intl.formatMessage(m.existingIdentity, { subject: ltrIsolate(move.maskedSubject) })}</li>
          {move.maskedEmail && <li dir="auto">{intl.formatMessage(m.emailShown, { provider, email: ltrIsolate(move.maskedEmail) })}</li>}
        </ul>
        <p>{intl.formatMessage(m.moveExplained, { provider })}</p>
      </div>
      <div className={styles.row}>
        <Button onPress={() => void navigate(BOUND_ACCOUNT_VERIFY_PATH, { state })}>{intl.formatMessage(m.move)}</Button>
        <Button variant="secondary" onPress={() => void navigate(BIND_ACCOUNT_PATH, { state: { bindToken: state.bindToken } })}>
          {intl.formatMessage(m.otherAccount)}
        </Button>
      </div>
    </div>
  );
}
