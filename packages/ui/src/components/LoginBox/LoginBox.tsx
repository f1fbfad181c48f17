import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { EMAIL_MAX_LENGTH, CODE_CHANNELS, MOBILE_MAX_LENGTH, typedDigits, type CodeChannel, type LoginProblems } from '@academy/rules';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { Tabs } from '../Tabs/index.ts';
import { TextField } from '../TextField/index.ts';
import { CodeRow } from './CodeRow.tsx';
import { accountMessages } from '../../messages/account.messages.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { loginBoxMessages as m } from './LoginBox.messages.ts';
import * as styles from './LoginBox.css.ts';

/** A refusal the box words itself, in the reader's language: the code was wrong or spent, or this browser must wait. */
export type LoginRefusal = { kind: 'code'; reason: 'wrong' | 'expired' } | { kind: 'wait'; seconds: number };
/** Why the last attempt failed: the server wants an image check first, refused for a known reason, said no with a message, or was not reached. */
export type LoginAlert = { kind: 'captcha' } | LoginRefusal | { kind: 'server'; message: string } | { kind: 'network' };
export type LoginStatus = 'idle' | 'sending' | 'signing-in';

/**
 * The image check the server asked for (after repeated wrong codes or many code requests from this browser): its
 * picture (an SVG from the server) and the typed answer, sent with the next sign-in or code request.
 */
export type LoginImageCheck = { svg: string; answer: string; onAnswerChange: (value: string) => void; onRefresh: () => void; wrong?: boolean };

export type LoginBoxProps = {
  /** The ways to receive a code, in tab order; one method shows no tabs. */
  methods?: ReadonlyArray<CodeChannel>;
  /** The chosen way: `sms` asks for a mobile number, `email` for an address. */
  method: CodeChannel;
  /** Called when the reader picks the other tab; the page keeps the typed account per method. */
  onMethodChange: (method: CodeChannel) => void;
  /** The mobile number or e-mail address as typed (always left to right). */
  account: string;
  /** Called with the whole account field on every change. */
  onAccountChange: (value: string) => void;
  /** The one-time code as typed (digits only are kept). */
  code: string;
  /** Called with the whole code field on every change. */
  onCodeChange: (value: string) => void;
  /** Field problems from `validateLogin`; the first problem field takes focus. */
  problems?: LoginProblems;
  /** Why the last attempt failed, shown in a banner above the fields and announced; null when none. */
  alert?: LoginAlert | null;
  /** A code went to this address: says so, politely announced. */
  codeSent?: boolean;
  /** Seconds before another code may be sent; 0 when one may be sent now. */
  resendIn?: number;
  /** `sending` while a code is requested, `signing-in` while the code is checked: the button in question waits. */
  status?: LoginStatus;
  /** Called when the reader asks for a code (the account is checked first). */
  onSendCode: () => void;
  /** Called when the form is submitted with Sign in or Enter. */
  onSubmit: () => void;
  /** Shown with the `captcha` alert when the image check can be taken here. */
  imageCheck?: LoginImageCheck | null;
  /** `card` stands alone on a page; `plain` sits inside a dialog, which is the frame already. */
  appearance?: 'card' | 'plain';
  /** An extra class on the outer box (its place in a page layout). */
  className?: string;
};

/**
 * Signing in with a one-time code sent by text message or e-mail. Fully controlled — `useLoginBox` holds the state
 * and the calls; this draws every state (errors, sending, countdown, image check required, signing in).
 */
export function LoginBox({ methods = CODE_CHANNELS, method, onMethodChange, account, onAccountChange, code, onCodeChange, problems = {}, alert, codeSent = false, resendIn = 0, status = 'idle', onSendCode, onSubmit, imageCheck, appearance = 'card', className }: LoginBoxProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const sms = method === 'sms';

  // After a refused submit, focus goes to the first field to fix (its error is announced with it).
  useEffect(() => {
    if (problems.account || problems.code) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problems]);

  const alertText = (shown: LoginAlert) => {
    switch (shown.kind) {
      case 'captcha':
        return intl.formatMessage(imageCheck ? m.checkNeeded : m.tooMany);
      case 'code':
        return intl.formatMessage(shown.reason === 'wrong' ? m.codeWrong : m.codeExpired);
      case 'wait':
        return shown.seconds < 90 ? intl.formatMessage(m.waitSeconds, { seconds: shown.seconds }) : intl.formatMessage(m.waitMinutes, { minutes: Math.ceil(shown.seconds / 60) });
      case 'server':
        return <span dir="auto">{shown.message}</span>;
      default:
        return intl.formatMessage(commonMessages.loadFailedBody);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'idle') onSubmit();
  };

  const form = (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(sms ? accountMessages.mobile : accountMessages.email)}
        placeholder={intl.formatMessage(sms ? accountMessages.mobilePlaceholder : m.emailPlaceholder)}
        type={sms ? 'tel' : 'email'}
        inputMode={sms ? 'numeric' : 'email'}
        autoComplete={sms ? 'tel' : 'email'}
        maxLength={sms ? undefined : EMAIL_MAX_LENGTH}
        inputDir="ltr"
        isRequired
        value={account}
        onChange={(value) => onAccountChange(sms ? typedDigits(value, MOBILE_MAX_LENGTH) : value)}
        errorMessage={problems.account && intl.formatMessage(sms ? accountMessages.mobileInvalid : accountMessages.emailInvalid)}
      />
      <CodeRow code={code} onCodeChange={onCodeChange} invalid={Boolean(problems.code)} resendIn={resendIn} sending={status === 'sending'} onSendCode={onSendCode} notice={codeSent && intl.formatMessage(m.codeSent)} />
      {/* The server's message keeps its own direction inside a right-to-left page. */}
      {alert && (
        <Banner tone={alert.kind === 'captcha' ? 'warning' : 'error'} title={intl.formatMessage(m.failed)}>
          {alertText(alert)}
        </Banner>
      )}
      {imageCheck && (
        <div className={styles.check}>
          <div className={styles.checkPicture}>
            <img className={styles.checkImage} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(imageCheck.svg)}`} alt={intl.formatMessage(m.checkPicture)} />
            <Button variant="secondary" size="sm" onPress={imageCheck.onRefresh}>
              {intl.formatMessage(m.checkRefresh)}
            </Button>
          </div>
          <TextField
            label={intl.formatMessage(m.checkAnswer)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            inputDir="ltr"
            isRequired
            value={imageCheck.answer}
            onChange={imageCheck.onAnswerChange}
            errorMessage={imageCheck.wrong ? intl.formatMessage(m.checkWrong) : undefined}
          />
        </div>
      )}
      <Button type="submit" size="lg" fullWidth isPending={status === 'signing-in'}>
        {intl.formatMessage(commonMessages.signIn)}
      </Button>
    </form>
  );

  const label = (each: CodeChannel) => intl.formatMessage(each === 'sms' ? m.bySms : m.byEmail);
  return (
    <div className={[styles.root, appearance === 'card' && styles.card, className].filter(Boolean).join(' ')}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      {methods.length > 1 ? (
        <Tabs
          aria-label={intl.formatMessage(m.methods)}
          selectedKey={method}
          onSelectionChange={(key) => onMethodChange(key as CodeChannel)}
          items={methods.map((each) => ({ id: each, label: label(each), content: each === method ? form : null }))}
        />
      ) : (
        form
      )}
    </div>
  );
}
