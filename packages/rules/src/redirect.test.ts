import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  test.each([
    ['/portal/1000000000000000001', '/portal/1000000000000000001'],
    ['/portal/1000000000000000001/search?keyword=%E6%95%B0%E5%AD%A6&sort=1', '/portal/1000000000000000001/search?keyword=%E6%95%B0%E5%AD%A6&sort=1'],
    ['/a/../b#top', '/b#top'],
  ])('keeps a same-origin path: %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  test.each([
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /portal',
    'portal/1',
    '',
    null,
    undefined,
  ])('rejects %j and falls back to /', (input) => {
    expect(safeRedirectPath(input as string)).toBe('/');
  });

  test('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/login/index')).toBe('/login/index');
  });
});
