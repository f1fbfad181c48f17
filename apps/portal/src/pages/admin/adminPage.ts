import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isSchoolId, loginUrl } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';

/**
 * What every school-administration page loads first: the school (404 when none), after signing in, then the page's
 * own list, which only the school's administrators may read — the server says who; anyone else goes to /403.
 */
export async function loadAdminPage<T>({ params, request }: LoaderFunctionArgs, load: (schoolId: string) => Promise<T>) {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  if (!(await getSession())) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  const school = await api.schoolDetails({ query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  });
  const loaded = await load(schoolId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    throw error;
  });
  return { school, loaded };
}
