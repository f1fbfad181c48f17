/** Spec §4 sign-in with a one-time code: sent by SMS to a mainland mobile, or by e-mail. */
export type CodeChannel = 'sms' | 'email';
export const CODE_CHANNELS: readonly CodeChannel[] = ['sms', 'email'];

/** Spec §5: a mainland mobile number — 1, then 3–9, 11 digits. Shared with the API contract. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_MAX_LENGTH = 11;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * What was typed or pasted into a mobile-number or code field: the spaces and dashes people write between digit
 * groups ("138 0000 0001", a code "482 913" copied from a message) dropped, then cut to the field's length. The
 * field itself has no maxlength: the browser would cut the pasted text before the spaces are out of it.
 */
export function typedDigits(value: string, maxLength: number): string {
  return value.replace(/[\s\-‐‑–—]/g, '').slice(0, maxLength);
}

/** Trimmed, starts with 1, second digit 3–9, 11 digits. */
export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(phone.trim());
}

/** A loose shape check (the server decides): one @, a dot in the domain, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(trimmed);
}

export function isVerificationCode(value: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(value.trim());
}

export type LoginInput = { method: CodeChannel; account: string; code: string };
export type LoginProblems = { account?: 'invalid'; code?: 'invalid' };

/** The account must fit the method; the code only matters for signing in, not for sending one. */
export function validateLogin(input: LoginInput, step: 'send' | 'sign-in'): LoginProblems {
  const problems: LoginProblems = {};
  const accountOk = input.method === 'sms' ? isMainlandMobile(input.account) : isEmailAddress(input.account);
  if (!accountOk) problems.account = 'invalid';
  if (step === 'sign-in' && !isVerificationCode(input.code)) problems.code = 'invalid';
  return problems;
}
