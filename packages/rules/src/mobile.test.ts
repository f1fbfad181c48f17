import { describe, expect, test } from 'vitest';
import { isMobileUserAgent, mobileRedirectTarget } from './mobile.ts';

const SCHOOL = '1000000000000000001';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('isMobileUserAgent', () => {
  test('phones are mobile, tablets and desktops are not', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(IPAD)).toBe(false);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });
});

describe('mobileRedirectTarget (spec §2)', () => {
  const config = { mobileBaseUrl: 'https://m.example.com/h5/' };

  test('the home goes to the mobile home with the language', () => {
    expect(mobileRedirectTarget(`/portal/${SCHOOL}`, '?utm=x', 'ar_SA', config)).toBe(`https://m.example.com/h5/portal/${SCHOOL}?sxz-lang=ar_SA`);
  });

  test('search keeps keyword, categoryIds, sort, member, vipPackageId, cardType and from, and drops the rest', () => {
    const search = '?keyword=%E6%95%B0%E5%AD%A6&categoryIds=1&categoryIds=2&sort=1&member=1&vipPackageId=9&cardType=6&from=home&other=x';
    expect(mobileRedirectTarget(`/portal/${SCHOOL}/search`, search, 'zh_CN', config)).toBe(
      `https://m.example.com/h5/portal/${SCHOOL}/search?keyword=%E6%95%B0%E5%AD%A6&categoryIds=1&categoryIds=2&sort=1&member=1&vipPackageId=9&cardType=6&from=home&sxz-lang=zh_CN`,
    );
  });

  test('noRedirect=1 keeps the visitor, so does a non-portal path or no configuration', () => {
    expect(mobileRedirectTarget(`/portal/${SCHOOL}`, '?noRedirect=1', 'zh_CN', config)).toBeNull();
    expect(mobileRedirectTarget('/login/index', '', 'zh_CN', config)).toBeNull();
    expect(mobileRedirectTarget(`/portal/${SCHOOL}`, '', 'zh_CN', {})).toBeNull();
  });

  test('a configured external URL wins', () => {
    expect(mobileRedirectTarget(`/portal/${SCHOOL}/more`, '', 'zh_CN', { ...config, externalUrl: 'https://app.example.com/' })).toBe('https://app.example.com/');
  });
});
