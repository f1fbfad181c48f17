import type { Server } from '../../src/server.ts';
import { signIn } from '../harness.ts';
import { DEMO } from '../../src/seed/demoIds.ts';

export { DEMO };
export type Client = Awaited<ReturnType<typeof signIn>>;

export const paths = {
  list: (schoolId: string) => `/api/school/invites?schoolId=${schoolId}`,
  revoke: (schoolId: string, id: string) => `/api/school/invites/${id}/revoke?schoolId=${schoolId}`,
  send: (schoolId: string, id: string) => `/api/school/invites/${id}/send?schoolId=${schoolId}`,
  preview: (token: string, schoolId?: string) => `/api/school/invites/open/preview?token=${encodeURIComponent(token)}${schoolId ? `&schoolId=${schoolId}` : ''}`,
  join: '/api/school/invites/join',
  requestLink: '/api/school/invites/open/request-link',
};

let nextMobile = 0;
/** A new person (a mobile number nobody used), signed in: code sign-in creates the account. */
export async function newPerson(server: Server, prefix = '1370000') {
  nextMobile += 1;
  const mobile = `${prefix}${String(nextMobile).padStart(11 - prefix.length, '0')}`;
  const client = await signIn(server, mobile);
  const me = await client.get('/api/accounts/users/me');
  return { client, mobile, userId: me.body.data.userId as string };
}

/** Makes an invitation as the given administrator and returns it with its token. */
export async function makeInvite(admin: Client, schoolId: string, body: { role: string; expiresInHours?: number; maxUses?: number }) {
  const made = await admin.request('POST', paths.list(schoolId), { json: { expiresInHours: 24, maxUses: 10, ...body } });
  if (made.status !== 200) throw new Error(`invite not made: ${JSON.stringify(made.body)}`);
  const invite = made.body.data;
  const token = new URLSearchParams(invite.link.split('?')[1]).get('token')!;
  return { ...invite, token } as { id: string; link: string; token: string; uses: number; state: string; maxUses: number };
}

export async function roleIn(server: Server, schoolId: string, userId: string) {
  const [row] = await server.db.query<{ role: string }>('select role from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, userId]);
  return row?.role ?? null;
}

export async function usesOf(server: Server, inviteId: string) {
  const [row] = await server.db.query<{ uses: number }>('select uses from school_invites where id = $1', [inviteId]);
  return row!.uses;
}
