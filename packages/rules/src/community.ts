import { isSchoolId } from './routes.ts';

/**
 * The school community's pages (issue 22) and the old addresses that lead to them (spec §2 "Community redirect:
 * /community/{page}?{query}"). Every address here is a same-origin path we build from checked ids: nothing from
 * the query is ever used as an address.
 */

/** The community home's filters, kept in its address: a section, my posts only, the page number. */
export const COMMUNITY_QUERY = { section: 'section', mine: 'mine', page: 'page' } as const;

const ROW_ID = /^\d{19}$/;
export const isCommunityRowId = (value: string | null | undefined): value is string => typeof value === 'string' && ROW_ID.test(value);

export type CommunityHomeFilter = { sectionId?: string | null; mine?: boolean; page?: number };

/** The community home of a school, optionally filtered; `extra` is appended (the old page's other parameters). */
export function communityHomePath(schoolId: string, filter: CommunityHomeFilter = {}, extra?: URLSearchParams): string {
  const query = new URLSearchParams(extra);
  if (filter.sectionId) query.set(COMMUNITY_QUERY.section, filter.sectionId);
  if (filter.mine) query.set(COMMUNITY_QUERY.mine, '1');
  if (filter.page && filter.page > 1) query.set(COMMUNITY_QUERY.page, String(filter.page));
  return withQuery(`/portal/${schoolId}/community`, query);
}

export function communityPostPath(schoolId: string, postId: string, extra?: URLSearchParams): string {
  return withQuery(`/portal/${schoolId}/community/post/${postId}`, new URLSearchParams(extra));
}

const withQuery = (path: string, query: URLSearchParams) => (query.toString() ? `${path}?${query}` : path);

/** The school an old community address names (`schoolId` in its query), when it is a school id. */
export function legacyCommunitySchool(query: URLSearchParams): string | null {
  const schoolId = query.get('schoolId');
  return isSchoolId(schoolId) ? schoolId : null;
}

/**
 * Where an old community page opens in this portal, for a school already chosen (the query's, else the user's):
 * index.htm / home.htm → the community home; postDetail.htm?id= (or postId=) → the post; section.htm?id= → the
 * home filtered by that section; o3Profile.htm (menuType=MY_POST: the personal center's "my posts") → the home
 * filtered to my posts. The parameters it does not use (the language, a source tag) are kept. Null: no such page
 * here, or an id that is not one (the 404 page).
 */
export function legacyCommunityPath(page: string, query: URLSearchParams, schoolId: string): string | null {
  if (!isSchoolId(schoolId)) return null;
  const rest = (...used: string[]) => {
    const kept = new URLSearchParams(query);
    for (const key of ['schoolId', ...used]) kept.delete(key);
    return kept;
  };
  switch (page.toLowerCase()) {
    case 'index.htm':
    case 'home.htm':
      return communityHomePath(schoolId, {}, rest());
    case 'postdetail.htm': {
      const postId = query.get('id') ?? query.get('postId');
      return isCommunityRowId(postId) ? communityPostPath(schoolId, postId, rest('id', 'postId')) : null;
    }
    case 'section.htm': {
      const sectionId = query.get('id');
      return isCommunityRowId(sectionId) ? communityHomePath(schoolId, { sectionId }, rest('id')) : null;
    }
    case 'o3profile.htm':
      // The personal center's tags (source, activeIndex) say where the link was; here they mean nothing.
      return communityHomePath(schoolId, { mine: query.get('menuType') === 'MY_POST' }, rest('menuType', 'source', 'activeIndex'));
    default:
      return null;
  }
}

/**
 * How the moderation list compares text (server and pages alike): compatibility forms folded (full-width
 * ｃａｓｉｎｏ, as a Chinese input method types it, is casino), invisible format characters dropped (zero-width
 * spaces and joiners, soft hyphens: nothing a reader sees), case ignored.
 */
export const moderationFold = (text: string) => text.normalize('NFKC').replace(/\p{Cf}/gu, '').toLocaleLowerCase();

/** The listed words a text contains, each once, in list order. */
export function moderatedWordsIn(text: string, words: readonly string[]): string[] {
  const folded = moderationFold(text);
  return [...new Set(words.filter((word) => moderationFold(word).trim() && folded.includes(moderationFold(word))))];
}
