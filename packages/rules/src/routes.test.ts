import { describe, expect, test } from 'vitest';
import { guardRoute, isPublicPath, isSchoolId, loginUrl, rootDestination, shouldTryFreeLogin, signOutDestination, LOGIN_METHOD } from './routes.ts';

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
  test.each(['/', '/logout', '/login/index', '/register/index', '/welink/callback', '/uniportal/callback', '/bigNet/v1/authorize', '/certificate/verify/0123456789abcdef0123456789abcdef', '/certificate/verify/not-a-code', '/service', '/privacy', '/helpCenter/helpPage.htm', '/commonUsage/cookiePolicy.htm', '/disable', '/disableOrder', '/403', '/404', '/abnormal/502', `/portal/${SCHOOL}`, `/portal/${SCHOOL}/more`, `/portal/${SCHOOL}/search`, `/design/${SCHOOL}`, `/design/${SCHOOL}/sub-school/${SCHOOL}`])(
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

  test.each(['/login', '/login/index', '/register', '/register/index'])('a signed-in user on %s is sent to /', (path) => {
    expect(guard(path, true)).toEqual({ action: 'redirect', to: '/' });
  });

  test.each(['/login/select', '/register/create', '/register/invite'])('a signed-in user may go on to %s (the steps after sign-in)', (path) => {
    expect(guard(path, true)).toEqual({ action: 'allow' });
  });

  test('an invitation link opens before sign-in', () => {
    expect(guard('/register/invite', false, '?token=abc')).toEqual({ action: 'allow' });
  });

  test('the QR confirmation page (/login/qr) is for a signed-in phone: allowed signed in, login first otherwise', () => {
    expect(guard('/login/qr', true, '?id=abc')).toEqual({ action: 'allow' });
    expect(guard('/login/qr', false, '?id=abc')).toEqual({ action: 'redirect', to: `/login/index?redirect=${encodeURIComponent('/login/qr?id=abc')}&sxz-lang=en_US` });
  });

  test('a portal path needs a 19-digit school id', () => {
    expect(guard('/portal/123', true)).toEqual({ action: 'not-found' });
    expect(guard('/portal/abc/search', false)).toEqual({ action: 'not-found' });
    expect(guard(`/portal/${SCHOOL}`, true)).toEqual({ action: 'allow' });
  });

  test('the portal question survey redirects to the class-info version', () => {
    expect(guard(`/portal/${SCHOOL}/question-survey/42`, true, '?a=1')).toEqual({ action: 'redirect', to: `/classInfo/${SCHOOL}/question-survey/42?a=1` });
  });

  test('a visitor’s class card opens the class’s public view; a signed-in learner stays on the class page; its surveys still need a sign-in', () => {
    const CLASS = '2000000000000000002';
    expect(guard(`/portal/${SCHOOL}/class-view/${CLASS}`, false, '?sxz-lang=en_US')).toEqual({ action: 'redirect', to: `/portal/${SCHOOL}/class-about/${CLASS}?sxz-lang=en_US` });
    expect(guard(`/portal/${SCHOOL}/class-about/${CLASS}`, false)).toEqual({ action: 'allow' });
    expect(guard(`/portal/${SCHOOL}/class-view/${CLASS}`, true)).toEqual({ action: 'allow' });
    expect(guard(`/portal/${SCHOOL}/class-view/${CLASS}/satisfaction-list`, false).action).toBe('redirect');
    expect((guard(`/portal/${SCHOOL}/class-view/${CLASS}/satisfaction-list`, false) as { to: string }).to).toMatch(/^\/login\/index/);
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

describe('shouldTryFreeLogin (spec §2, anonymous on / inside the messaging app)', () => {
  const inApp = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 HuaWei-AnyOffice/1.0.0 WeLink/7.30.6';
  test('an anonymous visitor inside the app gets the attempt first', () => {
    expect(shouldTryFreeLogin({ signedIn: false, userAgent: inApp, search: '' })).toBe(true);
  });
  test('not for a signed-in user, a plain browser, or right after a failed attempt', () => {
    expect(shouldTryFreeLogin({ signedIn: true, userAgent: inApp, search: '' })).toBe(false);
    expect(shouldTryFreeLogin({ signedIn: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', search: '' })).toBe(false);
    expect(shouldTryFreeLogin({ signedIn: false, userAgent: inApp, search: '?freeLogin=failed' })).toBe(false);
  });
});
