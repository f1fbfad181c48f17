// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { descriptionToHtml, htmlToDescription } from './liveDescription.ts';

test('typed text becomes paragraphs and line breaks, with every character of markup escaped', () => {
  expect(descriptionToHtml('Bring questions.\nAll levels welcome.\n\n\nSlides: <b>soon</b> & "more"')).toBe(
    '<p>Bring questions.<br>All levels welcome.</p><p>Slides: &lt;b&gt;soon&lt;/b&gt; &amp; &quot;more&quot;</p>',
  );
  expect(descriptionToHtml('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  expect(descriptionToHtml("it's")).toBe('<p>it&#39;s</p>');
});

test('Windows line ends, blank lines of spaces and trailing space make no empty paragraphs', () => {
  expect(descriptionToHtml('one\r\n \r\ntwo  \r\n')).toBe('<p>one</p><p>two</p>');
  expect(descriptionToHtml('  \n\n ')).toBe('');
  expect(descriptionToHtml('')).toBe('');
});

test('text in any script passes unchanged', () => {
  expect(descriptionToHtml('مرحبا بالجميع\n\n欢迎 👋')).toBe('<p>مرحبا بالجميع</p><p>欢迎 👋</p>');
});

test('stored HTML comes back as the text that makes it, so an edit round-trips', () => {
  const text = 'Bring questions.\nAll levels welcome.\n\nSlides: <b>soon</b> & "more"';
  expect(htmlToDescription(descriptionToHtml(text))).toBe(text);
  expect(htmlToDescription('<p>带着你的问题来。</p><p>Bring your <strong>questions</strong>.</p>')).toBe('带着你的问题来。\n\nBring your questions.');
  expect(htmlToDescription('<ul><li>one</li><li>two</li></ul>')).toBe('one\n\ntwo');
  expect(htmlToDescription('')).toBe('');
});

test('reading stored HTML runs nothing in it', () => {
  const seen: string[] = [];
  (window as unknown as { seen: string[] }).seen = seen;
  expect(htmlToDescription('<p>hi<img src="x" onerror="window.seen.push(1)"><script>window.seen.push(2)</script></p>')).toBe('hi');
  expect(seen).toEqual([]);
});
