import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isSchoolId } from '@academy/rules';
import { api } from '../../app/api.ts';
import { requireUser } from './registrationData.ts';

/**
 * The school a success / guide / welcome page is about: `?schoolId=`, or else the newest school the user
 * administers. Null when they administer none; another school's id is /403.
 */
export async function loadAdminSchool({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const asked = new URL(request.url).searchParams.get('schoolId');
  if (asked !== null && !isSchoolId(asked)) throw data('Not found', { status: 404 });
  const schoolId = asked ?? (await api.mySchools()).find((school) => school.role === 'admin')?.id;
  if (!schoolId) return null;
  try {
    const [school, guide] = await Promise.all([api.schoolSummary({ params: { tenantId: schoolId } }), api.registrationGuide({ query: { schoolId } })]);
    return { school, guide };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}
export type AdminSchool = NonNullable<Awaited<ReturnType<typeof loadAdminSchool>>>;
