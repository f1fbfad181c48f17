import type { LoaderFunctionArgs } from 'react-router';
import { isSchoolId } from '@academy/rules';
import { getSession } from '../app/session.ts';
import { schoolChrome } from './portalLoader.ts';

/**
 * A school's pages outside /portal (orders, the decoration editor, invitations, feedback, reports, administration:
 * issue 34, item 4) carry its theme and header. The school is the path's, else `?schoolId=` (invitations); without
 * one the product's chrome stays.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const schoolId = params.schoolId ?? url.searchParams.get('schoolId') ?? '';
  if (!isSchoolId(schoolId)) return { user: await getSession() };
  return schoolChrome(schoolId, url);
}

export type SchoolPageData = Awaited<ReturnType<typeof loader>>;
