import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isResourceId, loginUrl, resourcePath } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';

/**
 * A resource's own page (issue 31) looks the resource up on entry: unknown → the portal's 404 page, refused → its
 * 403 page, a closed school's for a visitor → sign in and come back. Opened under another kind's segment (an old
 * link), it moves to its own address; a class card's resource with its class opens the class page.
 */
export async function resourceLoader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  const resourceId = params.resourceId ?? '';
  const url = new URL(request.url);
  if (!isResourceId(resourceId)) throw redirect('/404');
  const page = await api.resourcePage({ params: { id: resourceId }, query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    if (error instanceof ApiError && error.status === 404) throw redirect('/404');
    if (error instanceof ApiError) throw redirect(`/abnormal/${error.status}`);
    throw redirect('/abnormal/503');
  });
  const own = resourcePath(schoolId, page.resource);
  if (own !== url.pathname) throw redirect(`${own}${url.search}`);
  return page;
}
