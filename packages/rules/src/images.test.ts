import { describe, expect, test } from 'vitest';
import { checkFeedbackImage, detectImageType, sanitizeFileName, THUMBNAIL_WIDTH, thumbnailUrl } from './images.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a....');
const TEXT = new TextEncoder().encode('hello, this is not an image');

describe('detectImageType', () => {
  test('recognises png, jpeg and gif by their bytes', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(JPEG)).toBe('jpeg');
    expect(detectImageType(GIF)).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a'))).toBe('gif');
  });
  test('anything else is not an image, whatever its name', () => {
    expect(detectImageType(TEXT)).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('checkFeedbackImage (spec §5)', () => {
  test('a PNG renamed .gif is accepted as a PNG', () => {
    expect(checkFeedbackImage([{ name: 'photo.gif', bytes: PNG }], 0)).toEqual({ ok: true, type: 'png', fileName: 'photo.gif' });
  });
  test('a text file renamed .png is refused with "format only"', () => {
    expect(checkFeedbackImage([{ name: 'notes.png', bytes: TEXT }], 0)).toEqual({ ok: false, reason: 'format only' });
  });
  test('a 5th image is refused; the 4th is fine', () => {
    expect(checkFeedbackImage([{ name: 'a.png', bytes: PNG }], 3).ok).toBe(true);
    expect(checkFeedbackImage([{ name: 'a.png', bytes: PNG }], 4)).toEqual({ ok: false, reason: 'max images' });
  });
  test('one file per pick', () => {
    expect(checkFeedbackImage([{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG }], 0)).toEqual({ ok: false, reason: 'only one' });
    expect(checkFeedbackImage([], 0)).toEqual({ ok: false, reason: 'only one' });
  });
  test('spaces are removed from names', () => {
    expect(sanitizeFileName('my screen shot 1.png')).toBe('myscreenshot1.png');
    expect(sanitizeFileName('../../etc/pass wd')).toBe('passwd');
  });
});

describe('thumbnailUrl (spec §9)', () => {
  const RESIZE_100 = 'x-image-process=image/resize,w_100';

  test('appends the resize instruction to a URL without a query', () => {
    expect(thumbnailUrl('https://cdn.example.com/covers/a.png', 100)).toBe(`https://cdn.example.com/covers/a.png?${RESIZE_100}`);
  });
  test('the default width is the spec’s 100', () => {
    expect(THUMBNAIL_WIDTH).toBe(100);
    expect(thumbnailUrl('https://cdn.example.com/a.png')).toBe(`https://cdn.example.com/a.png?${RESIZE_100}`);
  });
  test('keeps an existing query string, in order', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.png?v=3&token=x%2By', 100)).toBe(`https://cdn.example.com/a.png?v=3&token=x%2By&${RESIZE_100}`);
  });
  test('keeps the hash after the query', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.png#top', 100)).toBe(`https://cdn.example.com/a.png?${RESIZE_100}#top`);
    expect(thumbnailUrl('https://cdn.example.com/a.png?v=3#x?y=1', 100)).toBe(`https://cdn.example.com/a.png?v=3&${RESIZE_100}#x?y=1`);
  });
  test('an empty query or a trailing & adds no empty parameter', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.png?', 100)).toBe(`https://cdn.example.com/a.png?${RESIZE_100}`);
    expect(thumbnailUrl('https://cdn.example.com/a.png?v=3&', 100)).toBe(`https://cdn.example.com/a.png?v=3&${RESIZE_100}`);
  });
  test('replaces an earlier resize instruction instead of adding a second one', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.png?x-image-process=image/resize,w_800&v=3', 100)).toBe(`https://cdn.example.com/a.png?v=3&${RESIZE_100}`);
    expect(thumbnailUrl(thumbnailUrl('/a.png', 100), 100)).toBe(`/a.png?${RESIZE_100}`);
  });
  test('relative and protocol-relative URLs stay relative', () => {
    expect(thumbnailUrl('/upload/a.jpg', 100)).toBe(`/upload/a.jpg?${RESIZE_100}`);
    expect(thumbnailUrl('//cdn.example.com/a.jpg', 100)).toBe(`//cdn.example.com/a.jpg?${RESIZE_100}`);
  });
  test('other widths', () => {
    expect(thumbnailUrl('/a.jpg', 1)).toBe('/a.jpg?x-image-process=image/resize,w_1');
    expect(thumbnailUrl('/a.jpg', 240)).toBe('/a.jpg?x-image-process=image/resize,w_240');
  });
  test('empty, data: and blob: URLs come back unchanged', () => {
    expect(thumbnailUrl('', 100)).toBe('');
    expect(thumbnailUrl('   ', 100)).toBe('');
    expect(thumbnailUrl('data:image/png;base64,iVBORw0KGgo=', 100)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(thumbnailUrl('blob:https://portal.example.com/1b2c', 100)).toBe('blob:https://portal.example.com/1b2c');
  });
  test('a width that is not a positive integer is a programming error', () => {
    expect(() => thumbnailUrl('/a.jpg', 0)).toThrow(RangeError);
    expect(() => thumbnailUrl('/a.jpg', -100)).toThrow(RangeError);
    expect(() => thumbnailUrl('/a.jpg', 99.5)).toThrow(RangeError);
    expect(() => thumbnailUrl('/a.jpg', Number.NaN)).toThrow(RangeError);
  });
});
