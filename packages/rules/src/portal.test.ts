import { describe, expect, test } from 'vitest';
import { chooseFooterTemplate, displayName, isBulletinVisible, isChromeBrowser, isDraftPreview, isSectionVisible, showsToolSidebar } from './portal.ts';

describe('isSectionVisible (audience)', () => {
  test('all 1 for everyone, members 2 for members, visitors 3 for non-members', () => {
    expect([isSectionVisible(1, true), isSectionVisible(1, false)]).toEqual([true, true]);
    expect([isSectionVisible(2, true), isSectionVisible(2, false)]).toEqual([true, false]);
    expect([isSectionVisible(3, true), isSectionVisible(3, false)]).toEqual([false, true]);
  });
});

describe('isBulletinVisible (spec §4)', () => {
  const start = Date.UTC(2026, 10, 1);
  const end = Date.UTC(2026, 11, 1);
  const bulletin = { id: 'b1', startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(), status: 1 };
  test('one second before the start and after the end it is hidden; at both edges it shows', () => {
    expect(isBulletinVisible(bulletin, start - 1000, null)).toBe(false);
    expect(isBulletinVisible(bulletin, start, null)).toBe(true);
    expect(isBulletinVisible(bulletin, end, null)).toBe(true);
    expect(isBulletinVisible(bulletin, end + 1000, null)).toBe(false);
  });
  test('status other than 1 hides it; closing hides that id only, a new id shows again', () => {
    expect(isBulletinVisible({ ...bulletin, status: 0 }, start, null)).toBe(false);
    expect(isBulletinVisible(bulletin, start, 'b1')).toBe(false);
    expect(isBulletinVisible({ ...bulletin, id: 'b2' }, start, 'b1')).toBe(true);
    expect(isBulletinVisible(null, start, null)).toBe(false);
  });
});

describe('chooseFooterTemplate', () => {
  test('2 only with a used type-2 entry; 1 for template 2 with isUsed false, for none, and on failure', () => {
    expect(chooseFooterTemplate({ templates: [{ type: 1, isUsed: false }, { type: 2, isUsed: true }] })).toBe(2);
    expect(chooseFooterTemplate({ templates: [{ type: 2, isUsed: false }] })).toBe(1);
    expect(chooseFooterTemplate({ templates: [] })).toBe(1);
    expect(chooseFooterTemplate(undefined)).toBe(1);
  });
});

describe('displayName (spec §3)', () => {
  test('realName → nickName → mobile → email', () => {
    expect(displayName({ realName: '李明', nickName: 'Ming', mobile: '13800000001', email: 'a@b.c' })).toBe('李明');
    expect(displayName({ realName: ' ', nickName: 'Ming', mobile: '13800000001' })).toBe('Ming');
    expect(displayName({ mobile: '13800000001', email: 'a@b.c' })).toBe('13800000001');
    expect(displayName({ email: 'a@b.c' })).toBe('a@b.c');
    expect(displayName(null)).toBe('');
  });
});

describe('isChromeBrowser', () => {
  test('Chrome and Edge yes; Firefox, Safari, Opera no', () => {
    expect(isChromeBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(true);
    expect(isChromeBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(true);
    expect(isChromeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0')).toBe(false);
    expect(isChromeBrowser('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(false);
    expect(isChromeBrowser('Mozilla/5.0 Chrome/120.0 Safari/537.36 OPR/106.0')).toBe(false);
  });
});

import { cookiePolicyUrl, helpCenterUrl, personalCenterUrl } from './portal.ts';

describe('link builders (spec §2 other destinations)', () => {
  test('help center: type 1/2 with the language, or the help-center school portal', () => {
    expect(helpCenterUrl({ lang: 'en_US', type: 1 })).toBe('/helpCenter/helpPage.htm?sxz-lang=en_US&type=1');
    expect(helpCenterUrl({ lang: 'zh_CN', type: 2 })).toBe('/helpCenter/helpPage.htm?sxz-lang=zh_CN&type=2');
    expect(helpCenterUrl({ lang: 'zh_CN', helpCenterSchoolId: '1000000000000000009' })).toBe('/portal/1000000000000000009?sxz-lang=zh_CN');
  });
  test('cookie policy adds schoolType=o3 for O3 schools', () => {
    expect(cookiePolicyUrl({ lang: 'ar_SA', isO3: false })).toBe('/commonUsage/cookiePolicy.htm?sxz-lang=ar_SA');
    expect(cookiePolicyUrl({ lang: 'ar_SA', isO3: true })).toBe('/commonUsage/cookiePolicy.htm?sxz-lang=ar_SA&schoolType=o3');
  });
  test('personal center', () => {
    expect(personalCenterUrl({ schoolId: '1000000000000000001', lang: 'en_US', isO3: false })).toBe('/center/privateCenter.htm?schoolId=1000000000000000001&activeIndex=personCenter&sxz-lang=en_US');
    expect(personalCenterUrl({ schoolId: '1000000000000000003', lang: 'en_US', isO3: true })).toBe('/community/o3Profile.htm?source=personalCenter&menuType=MY_POST&activeIndex=-1');
  });
});

describe('showsToolSidebar (spec §2 Layout)', () => {
  const o3 = (pathname: string, search = '') => showsToolSidebar({ isO3School: true, pathname, search });
  test('special schools: on tool-platform pages', () => {
    expect(o3('/portal/1000000000000000003/o3-school')).toBe(true);
    expect(o3('/portal/1000000000000000003/o3-school/course-more')).toBe(true);
    expect(o3('/o3-sub-portal/1000000000000000003')).toBe(true);
    expect(o3('/o3/1000000000000000003/detail')).toBe(true);
    expect(o3('/democloud/1000000000000000003/detail')).toBe(true);
  });
  test('special schools: elsewhere only when o3src names a tool or scenario detail page', () => {
    expect(o3('/portal/1000000000000000003')).toBe(false);
    expect(o3('/portal/1000000000000000003', '?o3src=toolDetail')).toBe(true);
    expect(o3('/portal/1000000000000000003/search', '?o3src=ScenarioDetail&keyword=a')).toBe(true);
    expect(o3('/portal/1000000000000000003', '?o3src=home')).toBe(false);
  });
  test('never for other schools', () => {
    expect(showsToolSidebar({ isO3School: false, pathname: '/portal/1000000000000000001/o3-school', search: '?o3src=tool' })).toBe(false);
  });
});

describe('isDraftPreview (the editor\'s preview frame)', () => {
  test('only isVisit=true with preview=draft shows the draft', () => {
    expect(isDraftPreview('?isVisit=true&preview=draft&sxz-lang=ar_SA')).toBe(true);
    expect(isDraftPreview('?preview=draft')).toBe(false);
    expect(isDraftPreview('?isVisit=true')).toBe(false);
  });
});
