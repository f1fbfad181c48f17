import { describe, expect, test } from 'vitest';
import { ApiError } from '@academy/api-client';
import { codeRefusal } from './codeSignIn.ts';

const refusal = (status: number, message: string, details?: { path: string; message: string }[]) => new ApiError(status, message, { code: status, message, ...(details ? { details } : {}) });

describe('codeRefusal: what the sign-in box is told about a refused code request or sign-in', () => {
  test('a wrong or spent code and a wait carry their reason, so the box says them in the reader’s language', () => {
    expect(codeRefusal(refusal(400, 'The code is not right. Check it and try again.', [{ path: 'code', message: 'wrong' }]))).toEqual({ ok: false, refused: { kind: 'code', reason: 'wrong' } });
    expect(codeRefusal(refusal(400, 'The code has expired or was already used.', [{ path: 'code', message: 'expired' }]))).toEqual({ ok: false, refused: { kind: 'code', reason: 'expired' } });
    expect(codeRefusal(refusal(429, 'Too many wrong codes from this browser. Try again in 10 minutes.', [{ path: 'retryAfter', message: '600' }]))).toEqual({ ok: false, refused: { kind: 'wait', seconds: 600 } });
  });

  test('the image check is asked for; any other refusal keeps the server’s message; the network is rethrown', () => {
    expect(codeRefusal(refusal(403, 'Solve the image check first, then try again.', [{ path: 'imageCheck', message: 'required' }]))).toEqual({ ok: false, captchaRequired: true });
    expect(codeRefusal(refusal(429, 'Too many sign-in attempts. Wait a minute.'))).toEqual({ ok: false, message: 'Too many sign-in attempts. Wait a minute.' });
    expect(() => codeRefusal(new TypeError('Failed to fetch'))).toThrow(TypeError);
  });
});
