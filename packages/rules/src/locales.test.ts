import { describe, expect, test } from 'vitest';
import { LOCALE_CODES, LOCALES, regionFromSetting, resolveLocale, toLocaleCode } from './locales.ts';
import { localizedName } from './localizedText.ts';

describe('locale registry', () => {
  test('holds the spec’s 12 languages, with Arabic the only right-to-left one', () => {
    expect(LOCALE_CODES).toHaveLength(12);
    expect(LOCALE_CODES.filter((code) => LOCALES[code].dir === 'rtl')).toEqual(['ar_SA']);
  });

  test('every tag is a valid BCP 47 tag that Intl accepts', () => {
    for (const code of LOCALE_CODES) {
      expect(Intl.getCanonicalLocales(LOCALES[code].tag)).toEqual([LOCALES[code].tag]);
      expect(LOCALES[code].tag.replace('-', '_')).toBe(code);
    }
  });

  test('accepts spec codes and BCP 47 tags in any case, rejects the rest', () => {
    expect(toLocaleCode('ar_SA')).toBe('ar_SA');
    expect(toLocaleCode('ar-sa')).toBe('ar_SA');
    expect(toLocaleCode(' EN-us ')).toBe('en_US');
    expect(toLocaleCode('en')).toBeUndefined();
    expect(toLocaleCode('xx_XX')).toBeUndefined();
    expect(toLocaleCode(null)).toBeUndefined();
  });
});

describe('resolveLocale (spec §1)', () => {
  test('the sxz-lang query wins over the stored choice and the region', () => {
    expect(resolveLocale({ query: 'ja_JP', stored: 'de_DE', region: 'mainland' })).toBe('ja_JP');
  });

  test('the stored choice wins over the region default', () => {
    expect(resolveLocale({ stored: 'de_DE', region: 'mainland' })).toBe('de_DE');
  });

  test('defaults: zh_CN for mainland, en_US for overseas', () => {
    expect(resolveLocale({ region: 'mainland' })).toBe('zh_CN');
    expect(resolveLocale({ region: 'overseas' })).toBe('en_US');
  });

  test('an unknown query value falls through to the next source', () => {
    expect(resolveLocale({ query: 'klingon', stored: 'fr_FR', region: 'overseas' })).toBe('fr_FR');
    expect(resolveLocale({ query: '', stored: 'nope', region: 'overseas' })).toBe('en_US');
  });

  test('the region is overseas only when the build setting says so', () => {
    expect([regionFromSetting('overseas'), regionFromSetting('mainland'), regionFromSetting(undefined), regionFromSetting('Overseas ')]).toEqual(['overseas', 'mainland', 'mainland', 'mainland']);
  });
});

describe('localizedName (spec §3 language fields)', () => {
  const both = { name: '数学', cnName: '数学课', nameEn: 'Maths', enName: 'Mathematics' };

  test('zh_CN reads name, then cnName', () => {
    expect(localizedName(both, 'zh_CN')).toBe('数学');
    expect(localizedName({ cnName: '数学课', nameEn: 'Maths' }, 'zh_CN')).toBe('数学课');
  });

  test('en_US reads nameEn, then enName', () => {
    expect(localizedName(both, 'en_US')).toBe('Maths');
    expect(localizedName({ enName: 'Mathematics', name: '数学' }, 'en_US')).toBe('Mathematics');
  });

  test('other locales read the English fields first, then the Chinese ones', () => {
    expect(localizedName(both, 'ar_SA')).toBe('Maths');
    expect(localizedName({ name: '数学' }, 'de_DE')).toBe('数学');
  });

  test('blank values are skipped and nothing at all gives an empty string', () => {
    expect(localizedName({ nameEn: '  ', name: '数学' }, 'en_US')).toBe('数学');
    expect(localizedName({}, 'en_US')).toBe('');
  });
});
