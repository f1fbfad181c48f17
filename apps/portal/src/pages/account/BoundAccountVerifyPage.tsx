import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isVerificationCode } from '@academy/rules';
import { Banner, Button, CodeRow, commonMessages } from '@academy/ui';
import { api } from '../../app/api.ts';
import { codeSignInCalls } from '../../app/codeSignIn.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { bindMessages as m } from './account.messages.ts';
import { bindStateOf, ltrIsolate, refusalMessage, secondsUntil, signedInDestination } from './outsideSignIn.ts';
import { BindGone } from './BindGone.tsx';

type Busy = 'idle' | 'sending' | 'moving';

/**
 * bound-account-verify (issue 20): one more fresh code to the account just proved, then the server unbinds the old
 * identity, binds the new one and signs in. The code goes to the same phone or e-mail (the server checks it).
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = bindStateOf(useLocation().state);
  const move = state?.move;
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [sent, setSent] = useState(false);
  // The code that proved the account came moments ago: the next one may be asked for when its wait is over.
  const [resendIn, setResendIn] = useState(() => secondsUntil(move?.resendAt));
  const [busy, setBusy] = useState<Busy>('idle');
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  if (!state || !move) return <BindGone />;
  const account = ltrIsolate(move.maskedAccount);
  const networkMessage = intl.formatMessage(commonMessages.loadFailedBody);

  const sendCode = async () => {
    setBusy('sending');
    setAlert(null);
    try {
      const result = await codeSignInCalls.sendCode(move.channel, move.account);
      if (result.ok) {
        setSent(true);
        setResendIn(result.resendAfter);
      } else setAlert('message' in result ? result.message : intl.formatMessage(m.tooMany));
    } catch {
      setAlert(networkMessage);
    }
    setBusy('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy !== 'idle') return;
    const invalid = !isVerificationCode(code);
    setCodeInvalid(invalid);
    setAlert(null);
    if (invalid) return;
    setBusy('moving');
    try {
      const outcome = await api.thirdLoginMoveBind({ body: { bindToken: state.bindToken, moveToken: move.moveToken, code: code.trim() } });
      return void navigate(signedInDestination(outcome.returnPath), { replace: true });
    } catch (error) {
      try {
        setAlert(refusalMessage(error));
      } catch {
        setAlert(networkMessage);
      }
    }
    setBusy('idle');
  };

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.boundAccountVerify)}</h1>
      <p className={styles.prose}>{intl.formatMessage(m.verifyIntro, { account })}</p>
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <CodeRow
          code={code}
          onCodeChange={setCode}
          invalid={codeInvalid}
          resendIn={resendIn}
          sending={busy === 'sending'}
          onSendCode={() => void sendCode()}
          notice={sent && intl.formatMessage(m.codeSentTo, { account })}
        />
        {alert && (
          <Banner tone="error" title={intl.formatMessage(m.moveFailed)}>
            <span dir="auto">{alert}</span>
          </Banner>
        )}
        <Button type="submit" isPending={busy === 'moving'}>
          {intl.formatMessage(m.moveSubmit)}
        </Button>
      </form>
    </div>
  );
}
