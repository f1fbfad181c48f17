// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { previewColorScheme } from './colorScheme.ts';
import { resolveInitialLocale } from './locale.ts';

afterEach(() => {
  document.cookie = 'sxz_lang=; max-age=0; path=/';
});

describe('a preview (isVisit=true) never changes the reader’s own settings', () => {
  test('its sxz-lang shows that language without remembering it', () => {
    expect(resolveInitialLocale('?isVisit=true&sxz-lang=ar_SA')).toEqual({ code: 'ar_SA', source: 'query' });
    expect(document.cookie).not.toContain('sxz_lang=ar_SA');
    resolveInitialLocale('?sxz-lang=ar_SA');
    expect(document.cookie).toContain('sxz_lang=ar_SA');
  });

  test('it may ask for light or dark; other pages follow the system', () => {
    expect(previewColorScheme('?isVisit=true&scheme=dark')).toBe('dark');
    expect(previewColorScheme('?isVisit=true&scheme=sepia')).toBeNull();
    expect(previewColorScheme('?scheme=dark')).toBeNull();
  });
});
