import { describe, expect, test } from 'vitest';
import { mobileRedirectTarget } from './mobile.ts';

const SCHOOL = '1000000000000000001';

// The demo school's mobile portal is this server's own /m pages: a path, not another host.
describe('mobileRedirectTarget with a mobile portal on the same site', () => {
  test('home and search go under /m, keeping the search parameters and the language', () => {
    expect(mobileRedirectTarget(`/portal/${SCHOOL}/`, '', 'ko_KR', { mobileBaseUrl: '/m' })).toBe(`/m/portal/${SCHOOL}?sxz-lang=ko_KR`);
    expect(mobileRedirectTarget(`/portal/${SCHOOL}/search`, '?keyword=a%20b&member=1&vipPackageId=3&cardType=2&from=home&page=4', 'ar_SA', { mobileBaseUrl: '/m/' })).toBe(
      `/m/portal/${SCHOOL}/search?keyword=a+b&member=1&vipPackageId=3&cardType=2&from=home&sxz-lang=ar_SA`,
    );
  });

  test('the mobile page itself is never sent on again (no loop), nor is noRedirect=1', () => {
    expect(mobileRedirectTarget(`/m/portal/${SCHOOL}`, '', 'zh_CN', { mobileBaseUrl: '/m' })).toBeNull();
    expect(mobileRedirectTarget(`/portal/${SCHOOL}/search`, '?keyword=x&noRedirect=1', 'zh_CN', { mobileBaseUrl: '/m' })).toBeNull();
  });
});
