import { ApiError } from '@academy/api-client';
import { CODE_REFUSED, IMAGE_CHECK_REQUIRED, RETRY_AFTER } from '@academy/contract';
import { LOGIN_METHOD } from '@academy/rules';
import type { CodeAttemptRefusal, UseLoginBoxOptions } from '@academy/ui';
import { api } from './api.ts';
import { resetSession } from './session.ts';
import { LOGIN_METHOD_KEY } from './signOut.ts';

/**
 * A refused code request or sign-in as the LoginBox takes it: the image check when the server wants that first (403
 * marked IMAGE_CHECK_REQUIRED), a wrong or spent code and a wait said in the reader's language (their reason is in
 * `details`), else the server's message; anything else (the network) is rethrown for the box to say so.
 */
export function codeRefusal(error: unknown): CodeAttemptRefusal {
  if (!(error instanceof ApiError)) throw error;
  const [detail] = (error.body as { details?: { path?: string; message?: string }[] } | null)?.details ?? [];
  if (error.status === 403 && detail?.path === IMAGE_CHECK_REQUIRED) return { ok: false, captchaRequired: true };
  if (error.status === 400 && detail?.path === CODE_REFUSED && (detail.message === 'wrong' || detail.message === 'expired')) return { ok: false, refused: { kind: 'code', reason: detail.message } };
  const seconds = Number(detail?.message);
  if (error.status === 429 && detail?.path === RETRY_AFTER && seconds > 0) return { ok: false, refused: { kind: 'wait', seconds } };
  return { ok: false, message: error.message };
}

/** The calls behind the LoginBox (spec §4), shared by the login page and the login dialog. */
export const codeSignInCalls: Pick<UseLoginBoxOptions, 'sendCode' | 'signIn' | 'imageCheck'> = {
  sendCode: async (method, account) => {
    try {
      const sent = method === 'sms' ? await api.sendSmsCode({ body: { mobile: account } }) : await api.sendEmailCode({ body: { email: account } });
      return { ok: true, resendAfter: sent.resendAfter };
    } catch (error) {
      return codeRefusal(error);
    }
  },
  signIn: async ({ method, account, code }) => {
    try {
      // Spec §4: after repeated wrong codes this browser must pass the image check first; the server says so (403).
      await api.token({ body: method === 'sms' ? { grant_type: 'sms_code', mobile: account, code } : { grant_type: 'email_code', email: account, code } });
      return { ok: true };
    } catch (error) {
      return codeRefusal(error);
    }
  },
  imageCheck: {
    challenge: (account) => api.imageCheckChallenge({ body: { account } }),
    answer: async (account, challengeId, answer) => (await api.imageCheckAnswer({ body: { account, challengeId, answer } })).passed,
  },
};

/** Spec §4: sign-out later redirects by the login method stored here. */
export function rememberCodeSignIn() {
  localStorage.setItem(LOGIN_METHOD_KEY, String(LOGIN_METHOD.account));
  resetSession();
}

