import { data, redirect, useMatches, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { ClassView } from '@academy/contract';
import { isSchoolId, loginUrl } from '@academy/rules';
import { currentLocale } from '../../app/currentLocale.ts';
import { CLASS_ROUTE_IDS } from '../../routes/handle.ts';

/** Class, check, training, experiment and questionnaire ids are 19 digits (spec §9); anything else is no such thing. */
export const isRecordId = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{19}$/.test(value);

/** The school a class-info page is about, from its path (a malformed id is a 404). */
export function classSchool(params: LoaderFunctionArgs['params']): string {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  return schoolId;
}

/** A path parameter or query value that must be a record id (a malformed one is a 404, never a request). */
export function recordId(value: string | null | undefined): string {
  if (!isRecordId(value)) throw data('Not found', { status: 404 });
  return value;
}

export const forbiddenPath = (schoolId: string) => `/classInfo/${schoolId}/403Page`;

/**
 * A refused class call leaves the page the way the spec says: 401 → sign in and come back, 403 → the class-info
 * 403 page, an unknown record → the 404 page; anything else is the route's error.
 */
export function classPageError(schoolId: string, request: Request) {
  return (error: unknown): never => {
    const url = new URL(request.url);
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect(forbiddenPath(schoolId));
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  };
}

/** `/classInfo/{school}/class-view/{id}` or the portal's `/portal/{school}/class-view/{id}` of a URL inside it. */
export function classViewBase(pathname: string): string {
  const match = /^\/(?:classInfo|portal)\/\d{19}\/class-view\/[^/]+/.exec(pathname);
  return match ? match[0] : pathname;
}

/** The class of a class-view page and its children (looked up once by the class route's loader). */
export function useClassView(): ClassView {
  const match = useMatches().find((entry) => (CLASS_ROUTE_IDS as readonly string[]).includes(entry.id));
  if (!match) throw new Error('useClassView outside a class page');
  return match.loaderData as ClassView;
}

/** Where the class-info pages of a school live (links from a class to its checks, trainings and experiments). */
export const classInfoBase = (schoolId: string) => `/classInfo/${schoolId}`;
