import type { LoaderFunctionArgs } from 'react-router';
import { titles } from '../../routes/titles.messages.ts';
import { ResultsPage, resultsLoader } from '../results/ResultsPage.tsx';
import { api } from '../../app/api.ts';
import { notO3, o3SchoolId } from './o3Data.ts';

/** /portal/{schoolId}/o3-school/course-more: the school's courses on the results page (sort tabs, paging), O3 schools only. */
export async function loader(args: LoaderFunctionArgs) {
  const schoolId = o3SchoolId(args.params.schoolId);
  // The O3 check: a school without an O3 zone is a 404 here too.
  await api.o3Cards({ query: { schoolId, pageSize: 1 } }).catch(notO3);
  const url = new URL(args.request.url);
  if (!url.searchParams.has('type')) url.searchParams.set('type', '1');
  if (!url.searchParams.has('contentKind')) url.searchParams.set('contentKind', 'course');
  return resultsLoader({ ...args, request: new Request(url) }, false);
}
export const Component = () => <ResultsPage title={titles.o3CourseMore} />;
