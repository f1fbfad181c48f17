import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes/handle.ts';
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
