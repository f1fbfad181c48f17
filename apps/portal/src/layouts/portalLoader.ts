import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isDraftPreview, isMobileUserAgent, isSchoolId, loginUrl, mobileRedirectTarget } from '@academy/rules';
import { api } from '../app/api.ts';
import { getSession } from '../app/session.ts';
import { currentLocale } from '../app/currentLocale.ts';
import { readLocalDraft } from '../pages/design/draftStore.ts';

// The portal layout's data, apart from its component (PortalLayout.tsx): the route table loads this with the entry,
// so the school, session and chrome requests start as the router starts, while the page's chunks still download.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const chrome = await schoolChrome(schoolId, url);
  const { school, user } = chrome;
  // Spec §2: phones go to the mobile portal unless noRedirect=1.
  if (isMobileUserAgent(navigator.userAgent)) {
    const target = mobileRedirectTarget(url.pathname, url.search, currentLocale(), { mobileBaseUrl: school.mobilePortalUrl });
    if (target) throw redirectDocument(target);
  }
  // Issue 21 school states: with sign-in or network access turned off for the school, its pages say so instead.
  if (school.loginDisabled) throw redirect('/disableLogin');
  if (school.networkDisabled) throw redirect('/disableNetwork');
  // A school that is not open needs a signed-in visitor.
  if (!school.openSchool && !user) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  return chrome;
}

/**
 * What every page of a school shows around itself: the school (with its theme), the session, navigation, footer and
 * bulletin. The portal's loader adds the school's gates; a school's other pages (orders, the editor, invitations:
 * schoolPageLoader.ts) show the same chrome, their own pages deciding who may see them.
 */
export async function schoolChrome(schoolId: string, url: URL) {
  // Everything the layout shows is asked for at once (no waterfall); the school decides what is used.
  const chrome = Promise.all([
    api.navigations({ query: { schoolId } }).catch(() => []),
    api.footer({ query: { schoolId } }).catch(() => undefined),
    api.bulletin({ query: { schoolId } }).catch(() => null),
  ]);
  const [school, user] = await Promise.all([
    api.schoolDetails({ query: { schoolId } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
      throw error;
    }),
    getSession(),
  ]);
  const [navigation, footer, bulletin] = await chrome;
  const membership = user?.schools.find((entry) => entry.schoolId === schoolId) ?? null;
  // In the editor's preview frame, the brand colours being edited replace the school's released ones.
  const draftPreview = isDraftPreview(url.search);
  const draftTheme = draftPreview ? readLocalDraft(schoolId)?.composition.theme : undefined;
  const theme = draftTheme ? { id: school.theme?.id ?? school.id, name: school.theme?.name ?? school.name, ...draftTheme } : school.theme;
  return { school: { ...school, theme }, user, membership, navigation, footer, bulletin, preview: url.searchParams.get('isVisit') === 'true', draftPreview };
}

export type PortalData = Awaited<ReturnType<typeof loader>>;
