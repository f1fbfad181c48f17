import { ApiError } from '@academy/api-client';
import { LOGIN_METHOD } from '@academy/rules';
import type { UseLoginBoxOptions } from '@academy/ui';
import { api } from './api.ts';
import { resetSession } from './session.ts';
import { LOGIN_METHOD_KEY } from './signOut.ts';

/** A refusal from the server becomes its message; anything else (the network) is rethrown for the box to say so. */
function refusal(error: unknown): { ok: false; message: string } {
  if (error instanceof ApiError) return { ok: false, message: error.message };
  throw error;
}

/** The calls behind the LoginBox (spec §4), shared by the login page and the login dialog. */
export const codeSignInCalls: Pick<UseLoginBoxOptions, 'sendCode' | 'signIn'> = {
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
      // Spec §4: after repeated wrong codes the account must pass the image check first.
      if ((await api.imageCaptchaRequired({ query: { account } })).required) return { ok: false, captchaRequired: true };
      await api.token({ body: method === 'sms' ? { grant_type: 'sms_code', mobile: account, code } : { grant_type: 'email_code', email: account, code } });
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  },
};

/** Spec §4: sign-out later redirects by the login method stored here. */
export function rememberCodeSignIn() {
  localStorage.setItem(LOGIN_METHOD_KEY, String(LOGIN_METHOD.account));
  resetSession();
}

