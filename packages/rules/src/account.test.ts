import { describe, expect, test } from 'vitest';
import { isEmailAddress, isMainlandMobile, isVerificationCode, typedDigits, validateLogin } from './account.ts';

describe('sign-in rules (spec §4, §5)', () => {
  test('mainland mobile: 11 digits, 1 then 3–9; 10 and 12 digits and a 12-prefix are refused; spaces trimmed', () => {
    expect(isMainlandMobile('13800000001')).toBe(true);
    expect(isMainlandMobile(' 19912345678 ')).toBe(true);
    expect(isMainlandMobile('1380000000')).toBe(false);
    expect(isMainlandMobile('138000000012')).toBe(false);
    expect(isMainlandMobile('12800000001')).toBe(false);
    expect(isMainlandMobile('23800000001')).toBe(false);
  });
  test('e-mail: one @, a dotted domain, no spaces, at most 254 characters', () => {
    expect(isEmailAddress(' li.ming@school.example.cn ')).toBe(true);
    expect(isEmailAddress('li ming@school.cn')).toBe(false);
    expect(isEmailAddress('li@school')).toBe(false);
    expect(isEmailAddress('li@school.')).toBe(false);
    expect(isEmailAddress('@school.cn')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(245)}@school.cn`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(244)}@school.cn`)).toBe(true);
  });
  test('verification code: exactly 6 digits', () => {
    expect(isVerificationCode(' 123456 ')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });
  test('sending a code checks only the account; signing in checks the code too', () => {
    expect(validateLogin({ method: 'sms', account: '13800000001', code: '' }, 'send')).toEqual({});
    expect(validateLogin({ method: 'sms', account: 'li@school.cn', code: '' }, 'send')).toEqual({ account: 'invalid' });
    expect(validateLogin({ method: 'email', account: 'li@school.cn', code: '12' }, 'sign-in')).toEqual({ code: 'invalid' });
    expect(validateLogin({ method: 'email', account: '13800000001', code: '123456' }, 'sign-in')).toEqual({ account: 'invalid' });
  });
});

describe('typedDigits', () => {
  test('drops the spaces and dashes between digit groups before cutting to the field length', () => {
    expect(typedDigits('138 0000 0001', 11)).toBe('13800000001');
    expect(typedDigits('138-0000-0001 ', 11)).toBe('13800000001');
    expect(typedDigits('\u00a0482\u2009913\n', 6)).toBe('482913');
    expect(typedDigits('1380000000123', 11)).toBe('13800000001');
  });
});
