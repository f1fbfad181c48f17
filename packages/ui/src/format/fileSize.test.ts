import { expect, test } from 'vitest';
import { createIntl } from 'react-intl';
import { formatFileSize } from './fileSize.ts';

const intl = (locale: string) => createIntl({ locale, messages: {} });

test('a size under a kilobyte reads as bytes in the reader’s language, larger ones in short units', () => {
  expect(formatFileSize(intl('en-US'), 95)).toBe('95 bytes');
  expect(formatFileSize(intl('en-US'), 1)).toBe('1 byte');
  expect(formatFileSize(intl('ja-JP'), 95)).toBe('95 バイト');
  expect(formatFileSize(intl('en-US'), 348 * 1024)).toBe('348 kB');
  expect(formatFileSize(intl('en-US'), 3.4 * 1024 * 1024)).toBe('3.4 MB');
});
