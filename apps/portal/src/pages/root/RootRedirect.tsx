import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { routes } from '@academy/contract/routes';
import { DEFAULT_LOCALE, rootDestination, shouldTryFreeLogin } from '@academy/rules';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { FREE_LOGIN_ATTEMPT_KEY } from './freeLogin.ts';

/**
 * "/" (spec §2): a signed-in user goes to their school; an anonymous visitor inside the messaging app first gets
 * its free login (the server picks the platform's messaging-app school; a failure comes back as ?freeLogin=failed),
 * then the open school's portal, else the login page or corporate SSO.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSession();
  const lang = currentLocale() ?? DEFAULT_LOCALE.mainland;
  if (user?.schools[0]) throw redirect(`/portal/${user.schools[0].schoolId}`);
  if (shouldTryFreeLogin({ signedIn: Boolean(user), userAgent: navigator.userAgent, search: new URL(request.url).search })) {
    sessionStorage.setItem(FREE_LOGIN_ATTEMPT_KEY, '1');
    throw redirectDocument(`${routes.welinkAuthorize.path}?${new URLSearchParams({ redirect: '/' })}`);
  }
  const open = await api.openSchools({ query: { pageNumber: 1, pageSize: 1 } }).catch(() => null);
  const school = open?.list[0] ?? null;
  const target = rootDestination({ freeLoginSucceeded: false, school: school && { id: school.id, openSchool: school.openSchool, loginMethod: school.loginMethod }, lang });
  throw target.startsWith('/') ? redirect(target) : redirectDocument(target);
}

export const Component = () => null;
