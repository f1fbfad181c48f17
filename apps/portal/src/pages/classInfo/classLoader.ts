import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { api } from '../../app/api.ts';

/** Spec §2: the class pages look the class up on entry; a failed lookup goes to /abnormal/{HTTP status}. */
export async function classLoader({ params }: LoaderFunctionArgs) {
  return api.classInfo({ params: { id: params.classId ?? '' }, query: { schoolId: params.schoolId ?? '' } }).catch((error: unknown) => {
    if (error instanceof ApiError) throw redirect(`/abnormal/${error.status}`);
    throw redirect('/abnormal/503');
  });
}
