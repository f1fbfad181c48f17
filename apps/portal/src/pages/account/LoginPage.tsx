import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@academy/api-client';
import { safeRedirectPath } from '@academy/rules';
import { accountMessages, Banner, Button, commonMessages, Tabs, TextField, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { resetSession } from '../../app/session.ts';
import { titles } from '../../routes/titles.messages.ts';
import { loginMessages } from './account.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

type Method = 'sms' | 'email';
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign in with a one-time code by SMS or e-mail (spec §4). Typed values stay on any error. */
export function Component() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('sms');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ account?: string; code?: string; form?: string }>({});
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState<'send' | 'submit' | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const accountInvalid = () => (method === 'sms' ? !MOBILE.test(account.trim()) : !EMAIL.test(account.trim()));
  const accountError = intl.formatMessage(method === 'sms' ? accountMessages.mobileInvalid : accountMessages.emailInvalid);

  const sendCode = async () => {
    if (accountInvalid()) return setErrors({ account: accountError });
    setBusy('send');
    setErrors({});
    try {
      const sent = method === 'sms' ? await api.sendSmsCode({ body: { mobile: account.trim() } }) : await api.sendEmailCode({ body: { email: account.trim() } });
      setWait(sent.resendAfter);
      toast.show(intl.formatMessage(loginMessages.codeSent), 'success');
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : intl.formatMessage(commonMessages.loadFailedBody) });
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (accountInvalid()) next.account = accountError;
    if (!/^\d{6}$/.test(code.trim())) next.code = intl.formatMessage(accountMessages.codeInvalid);
    setErrors(next);
    if (next.account || next.code) return;
    setBusy('submit');
    try {
      const { required } = await api.imageCaptchaRequired({ query: { account: account.trim() } });
      if (required) {
        setErrors({ form: intl.formatMessage(loginMessages.tooMany) });
        return;
      }
      const body = method === 'sms' ? { grant_type: 'sms_code' as const, mobile: account.trim(), code: code.trim() } : { grant_type: 'email_code' as const, email: account.trim(), code: code.trim() };
      await api.token({ body });
      localStorage.setItem('login_method', '1');
      resetSession();
      void navigate(safeRedirectPath(params.get('redirect')), { replace: true });
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : intl.formatMessage(commonMessages.loadFailedBody) });
    } finally {
      setBusy(null);
    }
  };

  const form = (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(method === 'sms' ? accountMessages.mobile : accountMessages.email)}
        placeholder={method === 'sms' ? intl.formatMessage(accountMessages.mobilePlaceholder) : 'name@example.com'}
        type={method === 'sms' ? 'tel' : 'email'}
        inputMode={method === 'sms' ? 'numeric' : 'email'}
        autoComplete={method === 'sms' ? 'tel' : 'email'}
        maxLength={method === 'sms' ? 11 : 254}
        inputDir="ltr"
        isRequired
        value={account}
        onChange={setAccount}
        errorMessage={errors.account}
      />
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage(accountMessages.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          inputDir="ltr"
          isRequired
          value={code}
          onChange={setCode}
          errorMessage={errors.code}
        />
        <Button variant="secondary" isDisabled={wait > 0} isPending={busy === 'send'} onPress={() => void sendCode()}>
          {wait > 0 ? intl.formatMessage(accountMessages.resendIn, { seconds: wait }) : intl.formatMessage(accountMessages.sendCode)}
        </Button>
      </div>
      {errors.form && <Banner tone="error" title={intl.formatMessage(loginMessages.failed)}>{errors.form}</Banner>}
      <Button type="submit" size="lg" fullWidth isPending={busy === 'submit'}>
        {intl.formatMessage(commonMessages.signIn)}
      </Button>
    </form>
  );

  return (
    <div className={[styles.stack, styles.narrow].join(' ')}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.login)}</h1>
      <p className={styles.muted}>{intl.formatMessage(loginMessages.intro)}</p>
      <Tabs
        aria-label={intl.formatMessage(loginMessages.methods)}
        selectedKey={method}
        onSelectionChange={(key) => {
          setMethod(key as Method);
          setErrors({});
        }}
        items={[
          { id: 'sms', label: intl.formatMessage(loginMessages.bySms), content: method === 'sms' ? form : null },
          { id: 'email', label: intl.formatMessage(loginMessages.byEmail), content: method === 'email' ? form : null },
        ]}
      />
    </div>
  );
}
