import { data, redirect, useMatches, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { ClassMetadata } from '@academy/contract';
import { isSchoolId } from '@academy/rules';
import { api } from '../../app/api.ts';

/** The lecturing center hangs under /portal/{schoolId} and /classInfo/{schoolId}: one route id for each place. */
export const LECTURING_ROUTE_IDS = ['portal-lecturing', 'class-lecturing'] as const;
const SEGMENT = '/lecturing-center';

export type LecturingData = { schoolId: string; base: string; metadata: ClassMetadata };

/** The school a lecturing page is about, from its path (a malformed id is a 404). */
export function lecturingSchool(params: LoaderFunctionArgs['params']): string {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  return schoolId;
}

/** `/portal/{id}/lecturing-center` (or the classInfo one) of a URL inside it. */
export function lecturingBase(pathname: string): string {
  const at = pathname.indexOf(SEGMENT);
  return pathname.slice(0, at + SEGMENT.length);
}

/** A class's surveys for its lecturers (response rates, results, reminders): the class view beside this lecturing center. */
export const classSurveysHref = (base: string, classId: string) => `${base.slice(0, -SEGMENT.length)}/class-view/${classId}/satisfaction-list`;

/** A refused lecturing call leaves the page the way the spec says: 403 → /403, an unknown class → the 404 page. */
export function pageError(error: unknown): never {
  if (error instanceof ApiError && error.status === 403) throw redirect('/403');
  if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
  throw error;
}

/**
 * The lecturing center's own data: what the caller may do in this school (the server answers only its lecturers,
 * class managers and administrators — everyone else goes to /403), the school's time zone and its lecturers.
 */
export async function lecturingLoader({ params, request }: LoaderFunctionArgs): Promise<LecturingData> {
  const schoolId = lecturingSchool(params);
  const metadata = await api.classMetadata({ tenantId: schoolId }).catch(pageError);
  return { schoolId, base: lecturingBase(new URL(request.url).pathname), metadata };
}

/** The index of the lecturing center is its class management (spec §2), with the query kept. */
export function toClassManagement({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${lecturingBase(url.pathname)}/class-management${url.search}`);
}

/** The lecturing center's data, for any page inside it. */
export function useLecturing(): LecturingData {
  const match = useMatches().find((entry) => (LECTURING_ROUTE_IDS as readonly string[]).includes(entry.id));
  if (!match) throw new Error('useLecturing outside the lecturing center');
  return match.loaderData as LecturingData;
}
