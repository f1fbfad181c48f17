import { redirect, redirectDocument } from 'react-router';
import { DEFAULT_LOCALE, rootDestination } from '@academy/rules';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';

/**
 * "/" (spec §2): a signed-in user goes to their school; an anonymous visitor first gets the messaging-app free
 * login (not configured here, so it fails), then the open school's portal, else the login page or corporate SSO.
 */
export async function loader() {
  const user = await getSession();
  const lang = currentLocale() ?? DEFAULT_LOCALE.mainland;
  if (user?.schools[0]) throw redirect(`/portal/${user.schools[0].schoolId}`);
  const open = await api.openSchools({ query: { pageNumber: 1, pageSize: 1 } }).catch(() => null);
  const school = open?.list[0] ?? null;
  const target = rootDestination({ freeLoginSucceeded: false, school: school && { id: school.id, openSchool: school.openSchool, loginMethod: school.loginMethod }, lang });
  throw target.startsWith('/') ? redirect(target) : redirectDocument(target);
}

export const Component = () => null;
