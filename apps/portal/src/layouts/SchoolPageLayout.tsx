import { useLoaderData } from 'react-router';
import { Component as PortalLayout } from './PortalLayout.tsx';
import { Component as SiteLayout } from './SiteLayout.tsx';
import type { SchoolPageData } from './schoolPageLoader.ts';

/** A school's page outside /portal: the portal's chrome when the address names a school, else the product's. */
export function Component() {
  const data = useLoaderData<SchoolPageData>();
  return 'school' in data ? <PortalLayout /> : <SiteLayout />;
}
