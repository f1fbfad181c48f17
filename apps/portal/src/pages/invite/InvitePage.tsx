import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isSchoolId, loginUrl } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';
import { InviteJoin } from './InviteJoin.tsx';
import { InviteManager } from './InviteManager.tsx';

/** A token the address carries looks like one (43 base64url characters); anything else is no invitation. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /register/invite: with `?token=` the invitee's page (what the link offers, then join); with only `?schoolId=` the
 * school administrators' invitation links (others get /403, the server decides).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const schoolId = url.searchParams.get('schoolId');
  if (token !== null) {
    const user = await getSession();
    const preview = TOKEN.test(token)
      ? await api.invitePreview({ query: { token, ...(isSchoolId(schoolId) ? { schoolId } : {}) } }).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        })
      : null;
    return { mode: 'join' as const, token, schoolId: isSchoolId(schoolId) ? schoolId : null, preview, signedIn: Boolean(user), here: `${url.pathname}${url.search}` };
  }
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  if (!(await getSession())) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  const list = await api.listInvites({ query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  });
  return { mode: 'manage' as const, ...list };
}

export type InviteLoaderData = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const loaded = useLoaderData<InviteLoaderData>();
  return loaded.mode === 'join' ? <InviteJoin {...loaded} /> : <InviteManager school={loaded.school} invites={loaded.invites} />;
}
