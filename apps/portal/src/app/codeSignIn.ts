import { ApiError } from '@academy/api-client';
import { IMAGE_CHECK_REQUIRED } from '@academy/contract';
import { LOGIN_METHOD } from '@academy/rules';
import type { UseLoginBoxOptions } from '@academy/ui';
import { api } from './api.ts';
import { resetSession } from './session.ts';
import { LOGIN_METHOD_KEY } from './signOut.ts';

/**
 * A refusal from the server becomes its message, or the image check when the server wants that first (403 marked
 * IMAGE_CHECK_REQUIRED); anything else (the network) is rethrown for the box to say so.
 */
function refusal(error: unknown): { ok: false; message: string } | { ok: false; captchaRequired: true } {
  if (error instanceof ApiError) {
    const details = (error.body as { details?: { path?: string }[] } | null)?.details;
    if (error.status === 403 && details?.[0]?.path === IMAGE_CHECK_REQUIRED) return { ok: false, captchaRequired: true };
    return { ok: false, message: error.message };
  }
  throw error;
}

/** The calls behind the LoginBox (spec §4), shared by the login page and the login dialog. */
export const codeSignInCalls: Pick<UseLoginBoxOptions, 'sendCode' | 'signIn' | 'imageCheck'> = {
  sendCode: async (method, account) => {
    try {
      const sent = method === 'sms' ? await api.sendSmsCode({ body: { mobile: account } }) : await api.sendEmailCode({ body: { email: account } });
      return { ok: true, resendAfter: sent.resendAfter };
    } catch (error) {
      return refusal(error);
    }
  },
  signIn: async ({ method, account, code }) => {
    try {
      // Spec §4: after repeated wrong codes this browser must pass the image check first; the server says so (403).
      await api.token({ body: method === 'sms' ? { grant_type: 'sms_code', mobile: account, code } : { grant_type: 'email_code', email: account, code } });
      return { ok: true };
    } catch (error) {
      return refusal(error);
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

