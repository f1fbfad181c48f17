// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';

const rememberLanguage = vi.fn();
vi.mock('./api.ts', () => ({ api: { rememberLanguage: (input: unknown) => rememberLanguage(input) } }));
const { recordLanguage } = await import('./recordLanguage.ts');

afterEach(() => {
  rememberLanguage.mockReset();
  document.cookie = 'user_id=; max-age=0; path=/';
});

describe('the language menu tells the server, when someone is signed in (issue 31)', () => {
  test('signed in: the chosen language goes to the server, quietly (no sign-in redirect on a 401)', async () => {
    document.cookie = 'user_id=u-learner; path=/';
    rememberLanguage.mockResolvedValue({ locale: 'ar_SA' });
    await recordLanguage('ar_SA');
    expect(rememberLanguage).toHaveBeenCalledWith({ body: { locale: 'ar_SA' }, silent: true });
  });

  test('a visitor: no call; a failed call is swallowed (sign-in and renewal record the language too)', async () => {
    await recordLanguage('de_DE');
    expect(rememberLanguage).not.toHaveBeenCalled();
    document.cookie = 'user_id=u-learner; path=/';
    rememberLanguage.mockRejectedValue(new Error('offline'));
    await expect(recordLanguage('de_DE')).resolves.toBeUndefined();
  });
});
