import { describe, expect, test } from 'vitest';
import { afterSignInPath, loginSchoolId, providerStartUrl } from './loginSchool.ts';

const SCHOOL = '1000000000000000012';
const of = (query: string) => loginSchoolId(new URLSearchParams(query));

describe('the login page’s school', () => {
  test('comes from ?schoolId, else from the page the visitor wanted', () => {
    expect(of(`schoolId=${SCHOOL}`)).toBe(SCHOOL);
    expect(of(`redirect=${encodeURIComponent(`/portal/${SCHOOL}/search?keyword=x`)}`)).toBe(SCHOOL);
    expect(of(`redirect=/classInfo/${SCHOOL}/class-view/1`)).toBe(SCHOOL);
    expect(of(`redirect=/portal/${SCHOOL}`)).toBe(SCHOOL);
  });
  test('is none for a page outside a school, a malformed id or another site', () => {
    expect(of('redirect=/service')).toBeNull();
    expect(of('schoolId=123&redirect=/portal/123/search')).toBeNull();
    expect(of(`redirect=${encodeURIComponent(`//evil.example/portal/${SCHOOL}`)}`)).toBeNull();
  });
});

describe('a provider’s start address', () => {
  test('keeps its school and carries only a same-origin way back', () => {
    expect(providerStartUrl(`/api/auth/open/third/uniportal/authorize?schoolId=${SCHOOL}`, `/portal/${SCHOOL}/search`)).toBe(
      `/api/auth/open/third/uniportal/authorize?schoolId=${SCHOOL}&redirect=%2Fportal%2F${SCHOOL}%2Fsearch`,
    );
    expect(providerStartUrl(`/start?schoolId=${SCHOOL}`, 'https://evil.example/')).toBe(`/start?schoolId=${SCHOOL}&redirect=%2F`);
  });
});

describe('after sign-in', () => {
  test('goes back to the same-origin page asked for, else to the school choice', () => {
    expect(afterSignInPath(new URLSearchParams(`redirect=/portal/${SCHOOL}/search`))).toBe(`/portal/${SCHOOL}/search`);
    expect(afterSignInPath(new URLSearchParams('redirect=https://evil.example/'))).toBe('/');
    // Same-site before normalisation, protocol-relative after it (issue 32): the sign-in page and /refresh-token.
    expect(afterSignInPath(new URLSearchParams({ redirect: '/./%2e/..//evil.example' }))).toBe('/');
    expect(afterSignInPath(new URLSearchParams({ redirect: '/a/../\\evil.example' }))).toBe('/');
    expect(afterSignInPath(new URLSearchParams(''))).toBe('/login/select');
  });
});
