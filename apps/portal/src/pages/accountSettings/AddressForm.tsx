import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, refusalReason } from '@academy/api-client';
import { ADDRESS_ALREADY_YOURS } from '@academy/contract';
import { MAINLAND_MOBILE_PATTERN, MOBILE_MAX_LENGTH, typedDigits, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_PATTERN } from '@academy/rules';
import { Banner, Button, TextField, isolate } from '@academy/ui';
import * as styles from '../../layouts/layout.css.ts';
import { accountMessages as m } from './accountSettings.messages.ts';

export type AddressKind = 'email' | 'mobile';
type Sent = { resendAfter: number };

const looksValid = (kind: AddressKind, value: string) => (kind === 'email' ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) : MAINLAND_MOBILE_PATTERN.test(value));

/** New address → Send code (to that address) → code → Save. The server says why it refuses; here it is said in the user's language. */
export function AddressForm({ kind, current, sendCode, bind, onBound }: {
  kind: AddressKind;
  current: string | null;
  sendCode: (address: string) => Promise<Sent>;
  bind: (address: string, code: string) => Promise<unknown>;
  onBound: (address: string) => void;
}) {
  const intl = useIntl();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'save' | null>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const trimmed = address.trim();
  const refusal = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 409) return intl.formatMessage(kind === 'email' ? m.emailTaken : m.mobileTaken);
    if (failure instanceof ApiError && failure.status === 429) return intl.formatMessage(m.tooMany);
    if (failure instanceof ApiError && failure.status === 400 && refusalReason(failure) === ADDRESS_ALREADY_YOURS) return intl.formatMessage(m.same);
    if (failure instanceof ApiError && failure.status === 400 && busy !== 'send') return intl.formatMessage(m.codeRefused);
    return intl.formatMessage(m.failed);
  };

  const send = async () => {
    setSaved(null);
    if (!looksValid(kind, trimmed)) return setError(intl.formatMessage(kind === 'email' ? m.invalidEmail : m.invalidMobile));
    setError(null);
    setBusy('send');
    try {
      const sent = await sendCode(trimmed);
      setSentTo(trimmed);
      setWait(sent.resendAfter);
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!VERIFICATION_CODE_PATTERN.test(code.trim())) return setError(intl.formatMessage(m.invalidCode));
    setError(null);
    setBusy('save');
    try {
      await bind(sentTo, code.trim());
      setSaved(sentTo);
      onBound(sentTo);
      setAddress('');
      setCode('');
      setSentTo(null);
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className={styles.stack} onSubmit={(event) => void save(event)} noValidate>
      <p>{intl.formatMessage(m.current, { value: current ? isolate(current) : intl.formatMessage(m.none) })}</p>
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage(kind === 'email' ? m.newEmail : m.newMobile)}
          type={kind === 'email' ? 'email' : 'tel'}
          inputDir="ltr"
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          value={address}
          onChange={(value) => {
            setAddress(kind === 'mobile' ? typedDigits(value, MOBILE_MAX_LENGTH) : value);
            setError(null);
          }}
        />
        <Button variant="secondary" onPress={() => void send()} isDisabled={wait > 0} isPending={busy === 'send'}>
          {wait > 0 ? intl.formatMessage(m.resendIn, { seconds: wait }) : intl.formatMessage(m.sendCode)}
        </Button>
      </div>
      {sentTo && (
        <>
          <p role="status">{intl.formatMessage(m.codeSent, { address: isolate(sentTo) })}</p>
          <div className={styles.row}>
            <TextField label={intl.formatMessage(m.code)} inputMode="numeric" autoComplete="one-time-code" inputDir="ltr" value={code} onChange={(value) => setCode(typedDigits(value, VERIFICATION_CODE_LENGTH))} />
            <Button type="submit" isPending={busy === 'save'}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        </>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      {saved && <Banner tone="success">{intl.formatMessage(kind === 'email' ? m.emailSaved : m.mobileSaved, { value: isolate(saved) })}</Banner>}
    </form>
  );
}
