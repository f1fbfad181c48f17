import { O3ListPage, o3ListLoader } from './O3ListPage.tsx';
import { o3Messages } from './o3.messages.ts';

/** /portal/{schoolId}/o3-school/more: cases, projects and activities, by kind, category and keyword, paged. */
export const loader = o3ListLoader(null);
export const Component = () => <O3ListPage title={o3Messages.moreTitle} />;
