import { isSchoolId, safeRedirectPath } from '@academy/rules';

/**
 * The school the login page is for: `?schoolId`, else the school of the page the visitor wanted (`redirect`, e.g.
 * /portal/{id}/search or /classInfo/{id}/…). Null on a page outside any school.
 */
export function loginSchoolId(params: URLSearchParams): string | null {
  const direct = params.get('schoolId');
  if (isSchoolId(direct)) return direct;
  const match = /^\/[^/]+\/(\d{19})(?:[/?#]|$)/.exec(safeRedirectPath(params.get('redirect')));
  return match?.[1] ?? null;
}

/** The provider's start address with the same-origin page to come back to. */
export function providerStartUrl(startUrl: string, redirect: string | null): string {
  const [path, query = ''] = startUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('redirect', safeRedirectPath(redirect));
  return `${path}?${params}`;
}

/**
 * Where the login page goes after sign-in: the same-origin `redirect`, else the school choice (/login/select, which
 * goes straight on when the user is in one school only).
 */
export function afterSignInPath(params: URLSearchParams): string {
  return params.get('redirect') ? safeRedirectPath(params.get('redirect')) : '/login/select';
}
