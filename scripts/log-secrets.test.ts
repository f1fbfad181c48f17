import { describe, expect, it } from 'vitest';
import { findLogSecrets } from './log-secrets.mjs';

const request = (fields: object) => JSON.stringify({ level: 30, time: '2026-11-24T10:00:00.000Z', reqId: 'abc', method: 'GET', path: '/api/x', status: 200, ms: 1.2, ...fields });

describe('the log-secrets check', () => {
  it('passes a log of ids, paths and times, and counts what it read', () => {
    const log = [request({ userId: 'u-learner', schoolId: '1000000000000000001' }), 'Academy Portal on http://localhost:3000 (demo: code 123456 sent)', request({ path: '/api/manager/class/classInfo/2000000000000000002' })].join('\n');
    expect(findLogSecrets(log, ['123456'])).toEqual({ problems: [], lines: 2, requests: 2, lastTime: '2026-11-24T10:00:00.000Z' });
  });

  it('finds a sign-in code, a token or a secret field in a logged line', () => {
    const log = [
      request({ path: '/login/654321' }),
      request({ msg: 'issued eyJzdWIiOiJ1LWxlYXJuZXIiLCJzaWQiOiIx.dGhpcy1pcy1hLXNpZ25hdHVyZS10aGF0LWlzLWxvbmctZW5vdWdoLWZvci1hLXRlc3Q' }),
      request({ refresh: 'r1.dGhpcy1pcy1hLXNpZ25hdHVyZS10aGF0LWlzLWxvbmctZW5vdWdoLWZvci1hLXRlc3Q' }),
      request({ headers: { cookie: 'access_token=abc' } }),
      request({ body: { password: '[redacted]', code: '[redacted]' } }),
    ].join('\n');
    const { problems } = findLogSecrets(log, ['654321']);
    expect(problems).toEqual([
      'line 1: path holds the sign-in code 654321',
      'line 2: msg holds something shaped like a token',
      'line 3: refresh holds something shaped like a token',
      'line 4: headers.cookie is logged',
    ]);
  });

  it('does not take a longer number or a random request id for a code', () => {
    expect(findLogSecrets(request({ schoolId: '1000000000654321000' }), ['654321']).problems).toEqual([]);
    // A request id the CI run really logged: base36 time then hex, with the code's digits by chance inside.
    expect(findLogSecrets(request({ reqId: 'mhd3kq2ve464293b1f0c' }), ['464293']).problems).toEqual([]);
    expect(findLogSecrets(request({ msg: 'code=464293;' }), ['464293']).problems).toEqual(['line 1: msg holds the sign-in code 464293']);
  });
});
