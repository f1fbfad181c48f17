import { useEffect, useState } from 'react';
import { CODE_CHANNELS, validateLogin, type LoginInput, type CodeChannel, type LoginProblems } from '@academy/rules';
import type { LoginAlert, LoginBoxProps, LoginImageCheck, LoginRefusal, LoginStatus } from './LoginBox.tsx';

/** A refused code request or sign-in: the image check first, a reason the box words itself, or the server's message. */
export type CodeAttemptRefusal = { ok: false; captchaRequired: true } | { ok: false; refused: LoginRefusal } | { ok: false; message: string };
/** What the server said to a code request. Throwing means it was not reached. */
export type SendCodeResult = { ok: true; resendAfter: number } | CodeAttemptRefusal;
/** What the server said to a sign-in. Throwing means it was not reached. */
export type SignInResult = { ok: true } | CodeAttemptRefusal;

/** The image check's calls: a new picture for the account, and whether an answer to it is right (spent either way). */
export type ImageCheckCalls = {
  challenge: (account: string) => Promise<{ challengeId: string; svg: string }>;
  answer: (account: string, challengeId: string, answer: string) => Promise<boolean>;
};

export type UseLoginBoxOptions = {
  methods?: readonly CodeChannel[];
  defaultMethod?: CodeChannel;
  /** Called with the trimmed account once it is valid for the method. */
  sendCode: (method: CodeChannel, account: string) => Promise<SendCodeResult>;
  /** Called with trimmed values once they are valid. */
  signIn: (input: LoginInput) => Promise<SignInResult>;
  /** Navigate or close here: the box stays busy after success so it cannot be sent twice. */
  onSignedIn: () => void;
  /** Without them the box only says to wait (the `captcha` alert); with them it shows the picture to answer. */
  imageCheck?: ImageCheckCalls;
};

type Entry = { account: string; code: string; codeSent: boolean };
const EMPTY: Entry = { account: '', code: '', codeSent: false };

/**
 * The state behind a LoginBox: each method keeps what was typed and its own resend countdown, so switching tabs
 * loses nothing; a failed request keeps every value and says why.
 */
export function useLoginBox({ methods = CODE_CHANNELS, defaultMethod, sendCode, signIn, onSignedIn, imageCheck }: UseLoginBoxOptions): LoginBoxProps {
  const [method, setMethod] = useState<CodeChannel>(defaultMethod ?? methods[0] ?? 'sms');
  const [entries, setEntries] = useState<Record<CodeChannel, Entry>>({ sms: EMPTY, email: EMPTY });
  const [waits, setWaits] = useState<Record<CodeChannel, number>>({ sms: 0, email: 0 });
  const [problems, setProblems] = useState<LoginProblems>({});
  const [alert, setAlert] = useState<LoginAlert | null>(null);
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [check, setCheck] = useState<{ account: string; challengeId: string; svg: string; answer: string; wrong: boolean } | null>(null);

  const waiting = waits.sms > 0 || waits.email > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setWaits((current) => ({ sms: Math.max(0, current.sms - 1), email: Math.max(0, current.email - 1) })), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const entry = entries[method];
  const input: LoginInput = { method, account: entry.account.trim(), code: entry.code.trim() };
  const edit = (change: Partial<Entry>) => setEntries((current) => ({ ...current, [method]: { ...current[method], ...change } }));
  const failed = (error: unknown) => {
    // The user sees the network message either way; anything but a failed fetch or an abort is also logged.
    if (!(error instanceof TypeError) && !(error instanceof DOMException)) console.error(error);
    setAlert({ kind: 'network' });
  };

  /** A new picture for the account; without the calls, or when it cannot be had, the alert alone says why. */
  const newCheck = async (account: string, wrong = false) => {
    if (!imageCheck) return;
    try {
      const challenge = await imageCheck.challenge(account);
      setCheck({ account, ...challenge, answer: '', wrong });
    } catch (error) {
      setCheck(null);
      failed(error);
    }
  };
  const needCheck = async (account: string) => {
    setAlert({ kind: 'captcha' });
    await newCheck(account);
  };
  const refused = async (account: string, result: CodeAttemptRefusal) => {
    if ('captchaRequired' in result) await needCheck(account);
    else setAlert('refused' in result ? result.refused : { kind: 'server', message: result.message });
  };
  /** Answers the shown picture before the attempt it was asked for; a wrong answer brings a new picture. */
  const passCheck = async (account: string): Promise<boolean> => {
    if (!check || !imageCheck) return true;
    // Another account: that picture does not count for it; the server asks again if this one needs it too.
    if (check.account !== account) {
      setCheck(null);
      return true;
    }
    if (!check.answer.trim()) {
      setCheck({ ...check, wrong: true });
      return false;
    }
    if (!(await imageCheck.answer(account, check.challengeId, check.answer.trim()))) {
      setAlert({ kind: 'captcha' });
      await newCheck(account, true);
      return false;
    }
    setCheck(null);
    return true;
  };

  const onSendCode = async () => {
    const found = validateLogin(input, 'send');
    setProblems(found);
    setAlert(null);
    if (found.account) return;
    setStatus('sending');
    try {
      if (!(await passCheck(input.account))) return;
      const result = await sendCode(method, input.account);
      if (result.ok) {
        setWaits((current) => ({ ...current, [method]: result.resendAfter }));
        edit({ codeSent: true });
      } else await refused(input.account, result);
    } catch (error) {
      failed(error);
    } finally {
      setStatus('idle');
    }
  };

  const onSubmit = async () => {
    const found = validateLogin(input, 'sign-in');
    setProblems(found);
    setAlert(null);
    if (found.account || found.code) return;
    setStatus('signing-in');
    try {
      if (!(await passCheck(input.account))) return setStatus('idle');
      const result = await signIn(input);
      if (result.ok) return onSignedIn();
      await refused(input.account, result);
    } catch (error) {
      failed(error);
    }
    setStatus('idle');
  };

  return {
    methods,
    method,
    onMethodChange: (next) => {
      setMethod(next);
      setProblems({});
      setAlert(null);
    },
    account: entry.account,
    // A code goes to one address: a changed address has none yet.
    onAccountChange: (account) => edit({ account, codeSent: false }),
    code: entry.code,
    onCodeChange: (code) => edit({ code }),
    codeSent: entry.codeSent,
    problems,
    alert,
    resendIn: waits[method],
    status,
    onSendCode: () => void onSendCode(),
    onSubmit: () => void onSubmit(),
    imageCheck: check && {
      svg: check.svg,
      answer: check.answer,
      wrong: check.wrong,
      onAnswerChange: (answer) => setCheck((current) => current && { ...current, answer, wrong: false }),
      onRefresh: () => void newCheck(check.account),
    } satisfies LoginImageCheck,
  };
}
