import { describe, expect, test } from 'vitest';
import { localizedName, resolveText, textsOf, textsWithWords, withCompatibleNames } from './localizedText.ts';

describe('resolveText (decision 0040)', () => {
  const german = { de_DE: 'Willkommen', fr_FR: 'Bienvenue' };

  test("a reader sees their own language when the school wrote it", () => {
    expect(resolveText(german, 'fr_FR', 'de_DE')).toBe('Bienvenue');
  });

  test("else the school's default language", () => {
    expect(resolveText(german, 'zh_CN', 'de_DE')).toBe('Willkommen');
  });

  test('else any language that has words; blank texts count as missing', () => {
    expect(resolveText({ ar_SA: '  ', ja_JP: 'ようこそ' }, 'ko_KR', 'ar_SA')).toBe('ようこそ');
    expect(resolveText({}, 'ko_KR', 'ar_SA')).toBe('');
    expect(resolveText(null, 'ko_KR')).toBe('');
  });
});

describe('localizedName with names beside the spec fields', () => {
  test("with names, the spec's fields are only their view: they add no Chinese or English of their own", () => {
    expect(textsOf({ name: 'الأحدث', nameEn: 'الأحدث', names: { ar_SA: 'الأحدث' } })).toEqual({ ar_SA: 'الأحدث' });
    expect(textsOf({ name: '数学', nameEn: 'Maths', names: {} })).toEqual({ zh_CN: '数学', en_US: 'Maths' });
  });

  test("names win over the spec's zh/en fields, and the school's default is the fallback", () => {
    const school = { name: 'Sonnenschule', nameEn: 'Sonnenschule', names: { de_DE: 'Sonnenschule', ar_SA: 'مدرسة الشمس' } };
    expect(localizedName(school, 'ar_SA', 'de_DE')).toBe('مدرسة الشمس');
    expect(localizedName(school, 'ko_KR', 'de_DE')).toBe('Sonnenschule');
  });

  test('content with only the spec fields reads as before: Chinese for zh_CN, English first for the other ten', () => {
    expect(localizedName({ name: '数学', nameEn: 'Maths' }, 'ar_SA')).toBe('Maths');
    expect(localizedName({ name: '数学', nameEn: 'Maths' }, 'zh_CN')).toBe('数学');
    expect(localizedName({ name: '数学' }, 'de_DE')).toBe('数学');
  });
});

describe('withCompatibleNames (the API view)', () => {
  test("the zh/en fields hold the Chinese and English texts, or the default language's when there are none", () => {
    expect(withCompatibleNames({ ar_SA: ' أكاديمية النور ', de_DE: '' }, 'ar_SA')).toEqual({ names: { ar_SA: 'أكاديمية النور' }, name: 'أكاديمية النور', nameEn: 'أكاديمية النور' });
    expect(withCompatibleNames({ de_DE: 'Sonnenschule', en_US: 'Sun School' }, 'de_DE')).toEqual({ names: { de_DE: 'Sonnenschule', en_US: 'Sun School' }, name: 'Sonnenschule', nameEn: 'Sun School' });
  });

  test('textsWithWords keeps the 12 languages only', () => {
    expect(textsWithWords({ de_DE: 'x', xx_XX: 'y' } as never)).toEqual({ de_DE: 'x' });
  });
});
