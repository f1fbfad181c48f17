import { data, type LoaderFunctionArgs } from 'react-router';
import { callPath } from '@academy/api-client';
import type { ClassSummary } from '@academy/contract';
import { routes } from '@academy/contract/routes';
import { api } from '../../../app/api.ts';
import { lecturingSchool, pageError } from '../lecturingData.ts';

/** Live lectures, classes and the rest are 19-digit ids; anything else in an address is simply not one. */
export const isId = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{19}$/.test(value);

/** The classes the caller manages, in start order (the spec's page maximum: a lecturer's list, not a catalogue). */
export function managedClasses(tenantId: string): Promise<ClassSummary[]> {
  return api
    .searchClasses({ tenantId, query: { pageSize: 100, sortBy: 'startsAt', order: 'asc' } })
    .then((page) => page.list)
    .catch(pageError);
}

/** The classes for a picker, with `classId` among them even beyond the first hundred (looked up by itself). */
export async function withClass(classes: ClassSummary[], classId: string, tenantId: string): Promise<{ classes: ClassSummary[]; current: ClassSummary }> {
  const listed = classes.find((item) => item.id === classId);
  if (listed) return { classes, current: listed };
  const current = await api.classDetails({ params: { id: classId }, tenantId }).catch(pageError);
  return { classes: [current, ...classes], current };
}

/** The class to show when none is named: the first ongoing or upcoming one, else the one that ended last. */
export function defaultClassId(classes: readonly ClassSummary[]): string | null {
  return (classes.find((item) => item.eventStatus !== 3) ?? classes.at(-1))?.id ?? null;
}

export const livePaths = (base: string) => ({
  list: (classId?: string | null) => `${base}/live-streaming${classId ? `?classId=${classId}` : ''}`,
  detail: (id: string) => `${base}/live-learn-detail/${id}`,
  create: (classId?: string | null) => `${base}/live-learn-create${classId ? `?classId=${classId}` : ''}`,
  edit: (id: string) => `${base}/live-learn-edit/${id}`,
  created: (id: string) => `${base}/live-learn-created/${id}`,
  deleted: (classId: string) => `${base}/live-deleted?classId=${classId}`,
});

/** The .ics file of a live lecture. A link sends no headers, so the school goes in the query (the server reads it there too). */
export const liveCalendarHref = (id: string, schoolId: string) => callPath(routes.liveCalendar, { params: { id }, query: { tenantId: schoolId } });

/** One live lecture of the school, for its detail and created pages (another school's, or a malformed id, is the 404 page). */
export async function liveLoader({ params }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  if (!isId(params.id)) throw data('Not found', { status: 404 });
  return api.liveDetail({ params: { id: params.id }, tenantId }).catch(pageError);
}
export type LoadedLive = Awaited<ReturnType<typeof liveLoader>>;
