import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { legacyCommunityPath, legacyCommunitySchool } from '@academy/rules';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';

/**
 * /community/{page}?{query} (spec §2): the old community's addresses (the O3 personal center's "my posts" among
 * them) open our community pages. The school: the query's, else the signed-in user's current one (their first,
 * as "/" does), else the open school "/" shows. Unknown pages are the 404 page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const schoolId = legacyCommunitySchool(query) ?? (await currentSchool());
  const target = schoolId ? legacyCommunityPath(params.page ?? '', query, schoolId) : null;
  if (!target) throw data('Not found', { status: 404 });
  throw redirect(target);
}

async function currentSchool(): Promise<string | null> {
  const user = await getSession();
  if (user?.schools[0]) return user.schools[0].schoolId;
  const open = await api.openSchools({ query: { pageNumber: 1, pageSize: 1 } }).catch(() => null);
  return open?.list[0]?.id ?? null;
}

export const Component = () => null;
