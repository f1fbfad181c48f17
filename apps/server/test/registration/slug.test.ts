import { describe, expect, test } from 'vitest';
import { checkSlug } from '../../src/modules/registration/slug.ts';

describe('checkSlug', () => {
  test.each([
    ['harbour-academy', null, 'harbour-academy'],
    ['  Harbour-ACADEMY ', null, 'harbour-academy'],
    ['ｈａｒｂｏｕｒ', null, 'harbour'],
    ['ab', 'length', 'ab'],
    ['a'.repeat(41), 'length', 'a'.repeat(41)],
    ['-harbour', 'hyphen', '-harbour'],
    ['harbour-', 'hyphen', 'harbour-'],
    ['har--bour', 'hyphen', 'har--bour'],
    ['admin', 'reserved', 'admin'],
    ['ADMIN', 'reserved', 'admin'],
    ['ＡＤＭＩＮ', 'reserved', 'admin'],
    ['ad-min', 'reserved', 'ad-min'],
    ['\u0430dmin', 'confusable', '\u0430dmin'],
    ['harb\u03bfur', 'confusable', 'harb\u03bfur'],
    ['ha\u0131rbour', 'confusable', 'ha\u0131rbour'],
    ['harbour\u200b', 'invisible', 'harbour\u200b'],
    ['\u202eruobrah', 'invisible', '\u202eruobrah'],
    ['harbour🎓', 'characters', 'harbour🎓'],
    ['../etc', 'characters', '../etc'],
    ["x'; drop table schools;--", 'characters', "x'; drop table schools;--"],
    ['日本学校', 'characters', '日本学校'],
  ] as const)('%j → %s', (typed, problem, slug) => {
    expect(checkSlug(typed)).toEqual({ slug, problem });
  });
});
