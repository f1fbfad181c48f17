import { describe, expect, test } from 'vitest';
import { checkFeedbackImage, detectImageType, sanitizeFileName } from './images.ts';

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
