// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { copyText } from './copyText.ts';

const URL_TEXT = 'https://academy.example/portal/1000000000000000001/lecturing-center/live-learn-detail/3200000000000000001';

function field() {
  const input = document.createElement('input');
  input.value = URL_TEXT;
  document.body.append(input);
  return input;
}
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

test('copies through the clipboard when the browser allows it', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  expect(await copyText(URL_TEXT, field())).toBe('copied');
  expect(writeText).toHaveBeenCalledWith(URL_TEXT);
});

test('refused or missing clipboard: the link is selected in its field for the reader to copy', async () => {
  vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
  const input = field();
  expect(await copyText(URL_TEXT, input)).toBe('selected');
  expect(document.activeElement).toBe(input);
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL_TEXT.length]);

  vi.stubGlobal('navigator', {});
  expect(await copyText(URL_TEXT, field())).toBe('selected');
  expect(await copyText(URL_TEXT, null)).toBeNull();
});
