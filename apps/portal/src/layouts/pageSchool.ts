import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes/handle.ts';
import { browserTimeZone } from '@academy/ui';
import type { PortalData } from './portalLoader.ts';

/**
 * The school of the page: from the layout route that loaded one (`handle.school`), so a class-info page, an order
 * or the editor takes the school's theme and language as /portal does (issue 34, item 4).
 */
export function usePageSchool(): PortalData['school'] | undefined {
  const layout = useMatches().find((match) => (match.handle as RouteHandle | undefined)?.school);
  const data = layout?.loaderData as Partial<PortalData> | undefined;
  return data?.school;
}

/** The zone the page's school events read in (decision 0039); the browser's only on a page without a school. */
export function usePageSchoolTimeZone(): string {
  return usePageSchool()?.timeZone ?? browserTimeZone();
}
