import { describe, expect, test } from 'vitest';
import { communityHomePath, legacyCommunityPath, legacyCommunitySchool, moderatedWordsIn } from './community.ts';

const SCHOOL = '1000000000000000001';
const POST = '3600000000000000031';
const map = (page: string, search: string) => legacyCommunityPath(page, new URLSearchParams(search), SCHOOL);

describe('legacyCommunityPath (spec §2 /community/{page}?{query})', () => {
  test('the old home pages open the community home, keeping the language', () => {
    expect(map('index.htm', '')).toBe(`/portal/${SCHOOL}/community`);
    expect(map('home.htm', `schoolId=${SCHOOL}&sxz-lang=ar_SA`)).toBe(`/portal/${SCHOOL}/community?sxz-lang=ar_SA`);
  });

  test('a post by id= or postId=; a section by id=', () => {
    expect(map('postDetail.htm', `id=${POST}&sxz-lang=en_US`)).toBe(`/portal/${SCHOOL}/community/post/${POST}?sxz-lang=en_US`);
    expect(map('postDetail.htm', `postId=${POST}`)).toBe(`/portal/${SCHOOL}/community/post/${POST}`);
    expect(map('section.htm', 'id=3600000000000000022')).toBe(`/portal/${SCHOOL}/community?section=3600000000000000022`);
  });

  test('the O3 personal center link opens my posts; another menu the plain home', () => {
    expect(map('o3Profile.htm', 'source=personalCenter&menuType=MY_POST&activeIndex=-1')).toBe(`/portal/${SCHOOL}/community?mine=1`);
    expect(map('o3Profile.htm', 'menuType=MY_COLLECT')).toBe(`/portal/${SCHOOL}/community`);
  });

  test('unknown pages and ids that are not ids are null (the 404 page)', () => {
    expect(map('admin.htm', '')).toBeNull();
    expect(map('postDetail.htm', '')).toBeNull();
    expect(map('postDetail.htm', 'id=//evil.example/x')).toBeNull();
    expect(map('section.htm', 'id=1')).toBeNull();
    expect(legacyCommunityPath('index.htm', new URLSearchParams(), '../../evil')).toBeNull();
  });

  test('the target is always a path of ours: a query posing as an address stays a query value', () => {
    const target = map('index.htm', 'redirect=https://evil.example/&next=//evil.example')!;
    expect(target.startsWith(`/portal/${SCHOOL}/community?`)).toBe(true);
    expect(new URL(target, 'https://portal.test').origin).toBe('https://portal.test');
  });
});

describe('legacyCommunitySchool', () => {
  test('the query’s schoolId when it is one', () => {
    expect(legacyCommunitySchool(new URLSearchParams(`schoolId=${SCHOOL}`))).toBe(SCHOOL);
    expect(legacyCommunitySchool(new URLSearchParams('schoolId=abc'))).toBeNull();
    expect(legacyCommunitySchool(new URLSearchParams())).toBeNull();
  });
});

describe('communityHomePath', () => {
  test('filters in the address; page 1 is left out', () => {
    expect(communityHomePath(SCHOOL, { sectionId: POST, mine: true, page: 1 })).toBe(`/portal/${SCHOOL}/community?section=${POST}&mine=1`);
    expect(communityHomePath(SCHOOL, { page: 3 })).toBe(`/portal/${SCHOOL}/community?page=3`);
  });
});

describe('moderatedWordsIn (what members publish)', () => {
  const words = ['casino', '赌博', 'Spoiler'];
  test('finds each listed word once, in list order, whatever its case', () => {
    expect(moderatedWordsIn('Visit my CASINO, 赌博 and casino again', words)).toEqual(['casino', '赌博']);
    expect(moderatedWordsIn('no spoilers here', words)).toEqual(['Spoiler']);
    expect(moderatedWordsIn('A clean post', words)).toEqual([]);
  });

  test('full-width letters and invisible characters do not hide a word', () => {
    expect(moderatedWordsIn('ｃａｓｉｎｏ night', words)).toEqual(['casino']);
    expect(moderatedWordsIn('ＳＰＯＩＬＥＲ', words)).toEqual(['Spoiler']);
    const hidden = ['cas\u200bino', 'c\u00adasino', 'ca\u200dsino', 'casi\u2060no', '\ufeffcasino'];
    expect(hidden.map((text) => moderatedWordsIn(text, words))).toEqual(hidden.map(() => ['casino']));
  });

  test('an empty or blank listed word matches nothing', () => {
    expect(moderatedWordsIn('anything', ['', ' ', '\u200b'])).toEqual([]);
  });
});
