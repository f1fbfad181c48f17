/** Spec §3 audience: all 1, members 2, visitors 3. */
export function isSectionVisible(audience: number, isMember: boolean): boolean {
  if (audience === 2) return isMember;
  if (audience === 3) return !isMember;
  return true;
}

export type BulletinLike = { id: string; startTime: string | number | Date; endTime: string | number | Date; status: number };

/** Spec §4: shown only between startTime and endTime, with status 1, and not closed for the same id. */
export function isBulletinVisible(bulletin: BulletinLike | null | undefined, now: number, closedId: string | null | undefined): boolean {
  if (!bulletin || bulletin.status !== 1 || bulletin.id === closedId) return false;
  return now >= new Date(bulletin.startTime).getTime() && now <= new Date(bulletin.endTime).getTime();
}

/** Spec §2/§3: template 2 only when an entry of type 2 has isUsed true; template 1 otherwise and on failure. */
export function chooseFooterTemplate(config: { templates?: { type: number; isUsed: boolean }[] } | null | undefined): 1 | 2 {
  return config?.templates?.some((template) => template.type === 2 && template.isUsed) ? 2 : 1;
}

export type UserNames = { realName?: string | null; nickName?: string | null; mobile?: string | null; email?: string | null };

/** Spec §3: the display name falls back from realName to nickName to mobile to email. */
export function displayName(user: UserNames | null | undefined): string {
  for (const value of [user?.realName, user?.nickName, user?.mobile, user?.email]) if (value && value.trim()) return value.trim();
  return '';
}

/** Spec §2: non-Chrome browsers get a closable banner recommending Chrome (Chromium-based Edge counts as Chrome). */
export function isChromeBrowser(userAgent: string): boolean {
  return /Chrome\/\d+/.test(userAgent) && !/OPR\/|Opera|SamsungBrowser|UCBrowser|QQBrowser|MetaSr|360SE/.test(userAgent);
}

/** Spec §2 "Other destinations": the help page (type 1 student guide, 2 manager guide), or the help-center school's portal. */
export function helpCenterUrl({ lang, type, helpCenterSchoolId }: { lang: string; type?: 1 | 2; helpCenterSchoolId?: string | null }): string {
  if (helpCenterSchoolId) return `/portal/${helpCenterSchoolId}?${new URLSearchParams({ 'sxz-lang': lang })}`;
  const params = new URLSearchParams({ 'sxz-lang': lang });
  if (type) params.set('type', String(type));
  return `/helpCenter/helpPage.htm?${params}`;
}

/**
 * The help center's guides, by `type` (1 the student guide, 2 the manager guide): each topic is a heading and a
 * paragraph, the messages `portal.help.{topic}Title` and `portal.help.{topic}`. The page and the server's reading
 * view of it (apps/server/src/http/footerReading.ts) both follow this.
 */
export const HELP_GUIDES = {
  1: ['signIn', 'find', 'class', 'ask'],
  2: ['decorate', 'classes', 'invite', 'signInMethods'],
} as const;
export type HelpTopic = (typeof HELP_GUIDES)[keyof typeof HELP_GUIDES][number];

/** Spec §3: the cookies the portal sets, by category (the cookie settings dialog and the cookie policy list them). */
export const COOKIE_NAMES = {
  essential: ['access_token', 'refresh_token', 'user_id', 'sxz_lang', 'login_redirect', 'login_type', 'lang'],
  analytics: ['shixizhi_userId'],
} as const;

/** Spec §2: the cookie policy, with schoolType=o3 for O3 schools. */
export function cookiePolicyUrl({ lang, isO3 }: { lang: string; isO3: boolean }): string {
  const params = new URLSearchParams({ 'sxz-lang': lang });
  if (isO3) params.set('schoolType', 'o3');
  return `/commonUsage/cookiePolicy.htm?${params}`;
}

/** Spec §2: the personal center, or the community profile for O3 schools. */
export function personalCenterUrl({ schoolId, lang, isO3 }: { schoolId: string; lang: string; isO3: boolean }): string {
  if (isO3) return `/community/o3Profile.htm?${new URLSearchParams({ source: 'personalCenter', menuType: 'MY_POST', activeIndex: '-1' })}`;
  return `/center/privateCenter.htm?${new URLSearchParams({ schoolId, activeIndex: 'personCenter', 'sxz-lang': lang })}`;
}

/**
 * Spec §2 Layout: special (O3) schools show the tool sidebar on tool-platform pages (the O3 school, sub-portal and
 * detail pages) or when the `o3src` parameter names a tool or scenario detail page.
 */
export function showsToolSidebar({ isO3School, pathname, search }: { isO3School: boolean; pathname: string; search: string }): boolean {
  if (!isO3School) return false;
  if (/^\/(o3-sub-portal|o3|democloud)\/|\/o3-school(\/|$)/.test(pathname)) return true;
  return /tool|scenario/i.test(new URLSearchParams(search).get('o3src') ?? '');
}

/** The editor's preview frame (the draft of this browser, not the released page): `isVisit=true` and `preview=draft`. */
export function isDraftPreview(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('isVisit') === 'true' && params.get('preview') === 'draft';
}
