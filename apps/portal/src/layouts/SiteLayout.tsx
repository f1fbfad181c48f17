import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { getSession } from '../app/session.ts';
import { SiteChrome } from './SiteChrome.tsx';

export async function loader() {
  return { user: await getSession() };
}

/** Pages outside a school (sign-in, registration, information, errors): product header, no school footer. */
export function Component() {
  const { user } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const navigate = useNavigate();
  return (
    <SiteChrome user={user} onFeedback={() => void navigate('/service')}>
      <Outlet />
    </SiteChrome>
  );
}
