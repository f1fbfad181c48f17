import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { useShortNumber } from './useShortNumber.ts';

const shortIn = (locale: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale={locale} messages={{}}>{children}</IntlProvider>;
  return renderHook(() => useShortNumber(), { wrapper }).result.current;
};

describe('useShortNumber: the spec’s short form in each locale’s own compact notation', () => {
  test.each([
    ['en-US', ['999', '1K', '1.9K', '12.3K', '2.8M', '9.9M']],
    ['zh-CN', ['999', '1000', '1999', '1.2万', '285.6万', '999.9万']],
    ['ja-JP', ['999', '1000', '1999', '1.2万', '285.6万', '999.9万']],
    ['ko-KR', ['999', '1천', '1.9천', '1.2만', '285.6만', '999.9만']],
    ['ar-SA', ['٩٩٩', '١ ألف', '١٫٩ ألف', '١٢٫٣ ألف', '٢٫٨ مليون', '٩٫٩ مليون']],
    ['pl-PL', ['999', '1 tys.', '1,9 tys.', '12,3 tys.', '2,8 mln', '9,9 mln']],
  ])('%s', (locale, expected) => {
    const short = shortIn(locale);
    // 2,856,200 is the card of the issue ("٢٬٨٥٦٫٢k"); 987,654,321 is capped at 9,999 thousand.
    expect([999, 1000, 1999, 12_345, 2_856_200, 987_654_321].map((value) => short(value).replace(/\u00a0/g, ' '))).toEqual(expected);
  });

  test('nonsense reads as 0', () => {
    expect(shortIn('en-US')(Number.NaN)).toBe('0');
    expect(shortIn('en-US')(-5)).toBe('0');
  });
});
