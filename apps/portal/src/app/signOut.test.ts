// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';

const logout = vi.fn();
vi.mock('./api.ts', () => ({ api: { logout: () => logout() } }));
const { LOGIN_METHOD_KEY, signOut } = await import('./signOut.ts');

/** Where the browser is sent: window.location.assign is replaced for the test. */
function destination() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, replace: assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
  logout.mockReset();
  localStorage.clear();
});

describe('sign-out goes where the server says (spec §4, decision 0019)', () => {
  test('to the provider’s end-session address the logout call answered', async () => {
    const go = destination();
    logout.mockResolvedValue({ signedOut: true, next: 'http://127.0.0.1:4000/session/end?id_token_hint=x' });
    await signOut('/portal/1000000000000000011', 'en_US');
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:4000/session/end?id_token_hint=x');
  });

  test('to the login page when the server answers no address — whatever login method local storage claims', async () => {
    const go = destination();
    localStorage.setItem(LOGIN_METHOD_KEY, '4');
    logout.mockResolvedValue({ signedOut: true, next: null });
    await signOut('/portal/1000000000000000011', 'en_US');
    expect(go).toHaveBeenCalledWith('/login/index?redirect=%2Fportal%2F1000000000000000011&sxz-lang=en_US');
    expect(localStorage.getItem(LOGIN_METHOD_KEY)).toBeNull();
  });

  test('never to a script address, and to the login page when the call fails', async () => {
    const go = destination();
    logout.mockResolvedValueOnce({ signedOut: true, next: 'javascript:alert(1)' }).mockRejectedValueOnce(new Error('offline'));
    await signOut('/', 'zh_CN');
    await signOut('/', 'zh_CN');
    expect(go.mock.calls).toEqual([['/login/index?redirect=%2F&sxz-lang=zh_CN'], ['/login/index?redirect=%2F&sxz-lang=zh_CN']]);
  });
});
