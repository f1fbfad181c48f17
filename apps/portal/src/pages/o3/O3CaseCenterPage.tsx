import { O3ListPage, o3ListLoader } from './O3ListPage.tsx';
import { o3Messages } from './o3.messages.ts';

/** /portal/{schoolId}/o3-school/case-center-more: every project case, filtered and paged. */
export const loader = o3ListLoader('case');
export const Component = () => <O3ListPage title={o3Messages.caseCenterTitle} />;
