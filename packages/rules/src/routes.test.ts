import { describe, expect, test } from 'vitest';
import { guardRoute, isPublicPath, isSchoolId, loginUrl, rootDestination, signOutDestination, LOGIN_METHOD } from './routes.ts';

const SCHOOL = '1000000000000000001';
const guard = (pathname: string, signedIn: boolean, search = '') => guardRoute({ pathname, search, signedIn, lang: 'en_US' });

describe('school ids', () => {
  test('are exactly 19 digits', () => {
    expect(isSchoolId(SCHOOL)).toBe(true);
    expect(isSchoolId('100000000000000001')).toBe(false);
    expect(isSchoolId('10000000000000000012')).toBe(false);
    expect(isSchoolId('10000000000000000a1')).toBe(false);
  });
});

describe('guardRoute (spec §2)', () => {
  test.each(['/', '/logout', '/login/index', '/register/index', '/welink/callback', '/uniportal/callback', '/service', '/privacy', '/disable', '/disableOrder', '/403', '/404', '/abnormal/502', `/portal/${SCHOOL}`, `/portal/${SCHOOL}/more`, `/portal/${SCHOOL}/search`, `/design/${SCHOOL}`, `/design/${SCHOOL}/sub-school/${SCHOOL}`])(
    'anonymous visitors may open %s',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
      expect(guard(path, false)).toEqual({ action: 'allow' });
    },
  );

  test.each([`/portal/${SCHOOL}/fans`, `/portal/${SCHOOL}/person-space/dynamics`, '/register/create', '/login/select', `/feedback/${SCHOOL}`, `/classInfo/${SCHOOL}/class-view/7`, '/oauth2/v1/authorize'])(
    'anonymous visitors on %s go to the login page with the path to come back to',
    (path) => {
      expect(guard(path, false, '?tab=2')).toEqual({ action: 'redirect', to: `/login/index?redirect=${encodeURIComponent(`${path}?tab=2`)}&sxz-lang=en_US` });
    },
  );

  test.each(['/login/index', '/login/select', '/register/index', '/register/create'])('a signed-in user on %s is sent to /', (path) => {
    expect(guard(path, true)).toEqual({ action: 'redirect', to: '/' });
  });

  test('a portal path needs a 19-digit school id', () => {
    expect(guard('/portal/123', true)).toEqual({ action: 'not-found' });
    expect(guard('/portal/abc/search', false)).toEqual({ action: 'not-found' });
    expect(guard(`/portal/${SCHOOL}`, true)).toEqual({ action: 'allow' });
  });

  test('the portal question survey redirects to the class-info version', () => {
    expect(guard(`/portal/${SCHOOL}/question-survey/42`, true, '?a=1')).toEqual({ action: 'redirect', to: `/classInfo/${SCHOOL}/question-survey/42?a=1` });
  });

  test('the lecturing-center index redirects to class management', () => {
    expect(guard(`/portal/${SCHOOL}/lecturing-center`, true)).toEqual({ action: 'redirect', to: `/portal/${SCHOOL}/lecturing-center/class-management` });
    expect(guard(`/classInfo/${SCHOOL}/lecturing-center/index`, true)).toEqual({ action: 'redirect', to: `/classInfo/${SCHOOL}/lecturing-center/class-management` });
  });
});

describe('rootDestination (spec §2, anonymous on /)', () => {
  const open = { id: SCHOOL, openSchool: true, loginMethod: LOGIN_METHOD.account };
  test('a successful free login goes to the school portal', () => {
    expect(rootDestination({ freeLoginSucceeded: true, school: { ...open, openSchool: false }, lang: 'zh_CN' })).toBe(`/portal/${SCHOOL}`);
  });
  test('an open school shows its portal to visitors', () => {
    expect(rootDestination({ freeLoginSucceeded: false, school: open, lang: 'zh_CN' })).toBe(`/portal/${SCHOOL}`);
  });
  test('a closed school sends visitors to the login page, or to corporate SSO when that is its login method', () => {
    expect(rootDestination({ freeLoginSucceeded: false, school: { ...open, openSchool: false }, lang: 'en_US' })).toBe('/login/index?sxz-lang=en_US');
    expect(
      rootDestination({ freeLoginSucceeded: false, school: { ...open, openSchool: false, loginMethod: LOGIN_METHOD.corporateSso, ssoLoginUrl: 'https://sso.example/login' }, lang: 'en_US' }),
    ).toBe('https://sso.example/login');
  });
});

describe('signOutDestination (spec §4)', () => {
  const targets = { enterpriseCloudLogoutUrl: 'https://cloud.example/out', ssoLogoutUrl: 'https://sso.example/out', oauth2LogoutUrl: 'https://idp.example/out' };
  test('follows the stored login method', () => {
    expect(signOutDestination(2, targets, '/x', 'en_US')).toBe(targets.enterpriseCloudLogoutUrl);
    expect(signOutDestination(3, targets, '/x', 'en_US')).toBe(targets.ssoLogoutUrl);
    expect(signOutDestination(4, targets, '/x', 'en_US')).toBe(targets.oauth2LogoutUrl);
  });
  test('defaults to the login page with redirect and language', () => {
    expect(signOutDestination(undefined, targets, `/portal/${SCHOOL}`, 'zh_CN')).toBe(loginUrl(`/portal/${SCHOOL}`, 'zh_CN'));
    expect(loginUrl('//evil.example', 'zh_CN')).toBe('/login/index?redirect=%2F&sxz-lang=zh_CN');
  });
});
