import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { loginUrl } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { forbiddenPath, isRecordId } from './classData.ts';

/**
 * Spec §2: the class pages look the class up on entry; a failed lookup goes to /abnormal/{HTTP status} — except a
 * lapsed session (sign in and come back) and a refusal (the class-info 403 page). A malformed id is not looked up.
 */
export async function classLoader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  const classId = params.classId ?? '';
  if (!isRecordId(classId)) throw redirect('/abnormal/404');
  return api.classInfo({ params: { id: classId }, tenantId: schoolId }).catch((error: unknown) => {
    const url = new URL(request.url);
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect(forbiddenPath(schoolId));
    if (error instanceof ApiError) throw redirect(`/abnormal/${error.status}`);
    throw redirect('/abnormal/503');
  });
}
