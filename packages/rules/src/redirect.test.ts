import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  test.each([
    ['/portal/1000000000000000001', '/portal/1000000000000000001'],
    ['/portal/1000000000000000001/search?keyword=%E6%95%B0%E5%AD%A6&sort=1', '/portal/1000000000000000001/search?keyword=%E6%95%B0%E5%AD%A6&sort=1'],
    ['/a/../b#top', '/b#top'],
    ['/portal/./1000000000000000001/%2e/search', '/portal/1000000000000000001/search'],
    ['/search?next=//evil.example#//evil.example', '/search?next=//evil.example#//evil.example'],
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

  // A same-site path before normalisation that is protocol-relative after it: the browser would leave the site if the
  // normalised form were answered (issue 32). Each is judged on what the browser follows.
  test.each([
    '/./%2e/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2e//evil.example/x?y#z',
    '/%2e/%2e%2e//evil.example',
    '/portal/%2e%2e/%2e%2e//evil.example',
    '/a/../\\evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/\\/evil.example',
    '/%2e%2e\\/evil.example',
    '/a/./..//evil.example',
    '/./\t/evil.example',
    '/.\n//evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/a/..%2F%2Fevil.example',
    '/%2e%2e%2F%2Fevil.example',
    '/%252e%252e//evil.example',
    '/%2F%2Fevil.example/../x/..',
    '/%5C%5Cevil.example',
    '/%5C/evil.example',
  ])('refuses %j, which normalises or decodes to another site', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  test('never answers a path a browser would take to another origin', () => {
    const corpus = ['/', '.', '..', '%2e', '%2E', '%2e%2e', '/', '\\', '%2F', '%5C', '%09', 'evil.example', 'a', '?', '#'];
    const targets: string[] = [];
    for (const a of corpus) for (const b of corpus) for (const c of corpus) targets.push(`/${a}${b}${c}`, `/${a}/${b}/${c}`);
    for (const target of targets) {
      const answered = safeRedirectPath(target);
      const followed = new URL(answered, 'https://portal.example/current/page');
      expect({ target, origin: followed.origin, protocolRelative: /^\/[/\\]/.test(answered) }).toEqual({ target, origin: 'https://portal.example', protocolRelative: false });
      // Stable: the answer judged again is itself.
      expect(safeRedirectPath(answered)).toBe(answered);
    }
  });

  test('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/login/index')).toBe('/login/index');
  });
});
