import type { Hono } from 'hono';
import { endpoints as inviteEndpoints } from '@academy/contract';
import type { InviteRole } from './types.ts';
import type { AppEnv, Services } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { hit } from '../../http/rateLimit.ts';
import { defineMessages } from '../../http/words.ts';
import { clientIp } from '../../http/clientIp.ts';
import { randomToken, sha256 } from '../../auth/crypto.ts';
import { sealSecret } from '../identity/secretBox.ts';
import { newNumericId } from '../classes/ids.ts';
import { findSchool } from '../schools.ts';
import { deliver, siteOrigin } from './delivery.ts';
import { INVITE_COLUMNS, inviteState, schoolInvite, toInvite, type InviteRow } from './invites.ts';
import { inviteByToken, joinByInvite } from './join.ts';
import { membershipRoutes } from './memberships.ts';
import { inviteRefusals } from './refusals.ts';

const refusals = defineMessages({
  noSuchInvite: { id: 'server.invites.noSuchInvite', defaultMessage: 'This school has no such invitation.' },
  tooManyLinks: { id: 'server.invites.tooManyLinks', defaultMessage: 'Too many invitation links were made in the last hour. Try again later.' },
  notActive: { id: 'server.invites.notActive', defaultMessage: 'Only an active invitation can be sent. Make a new link.' },
  sentOften: { id: 'server.invites.sentOften', defaultMessage: 'This invitation was sent 5 times in the last 10 minutes. Wait a few minutes before sending it again.' },
  schoolSentMany: { id: 'server.invites.schoolSentMany', defaultMessage: 'Your school sent 100 invitations in the last hour. Try again later.' },
  cannotSend: { id: 'server.invites.cannotSend', defaultMessage: 'This link can no longer be sent. Make a new one.' },
  adminsAsked: { id: 'server.invites.adminsAsked', defaultMessage: 'The school’s administrators were already asked three times in the last hour. Please wait for their answer.' },
  tooManyRequests: { id: 'server.invites.tooManyRequests', defaultMessage: 'Too many requests from this address. Try again later.' },
});

/** Role names in the messages we send (both languages, like the sign-in code mail). */
const ROLE_TEXT: Record<InviteRole, string> = { learner: '学员 / learner', lecturer: '讲师 / lecturer', classManager: '班级管理员 / class manager' };
const schoolNameOf = (school: { name: string; name_en: string | null }) => (school.name_en ? `${school.name} / ${school.name_en}` : school.name);
const inviteIdOf = (params: Record<string, string>) => {
  const id = params.inviteId ?? '';
  if (!/^\d{1,19}$/.test(id)) throw notFound(refusals.noSuchInvite);
  return id;
};

async function requireInvite(services: Services, schoolId: string, inviteId: string): Promise<InviteRow> {
  const row = await schoolInvite(services.db, schoolId, inviteId);
  if (!row) throw notFound(refusals.noSuchInvite);
  return row;
}

/** Invitation links (issue 21): the administrators' list, create, revoke and send; the invitee's preview and join. */
export function inviteRoutes(app: Hono<AppEnv>) {
  register(app, inviteEndpoints.listInvites, async ({ services, schoolId }) => {
    const school = await findSchool(services.db, schoolId!);
    const rows = await services.db.query<InviteRow>(`select ${INVITE_COLUMNS} from school_invites where school_id = $1 order by created_at desc, id desc limit 500`, [schoolId]);
    return { school: { id: school.id, name: school.name, nameEn: school.name_en }, invites: rows.map((row) => toInvite(row, services.secret)) };
  });

  register(app, inviteEndpoints.createInvite, async ({ body, services, schoolId, user }) => {
    // A school's administrators make at most 200 links an hour: enough for any real use, not for filling the table.
    await hit(services.db, `invite-create:${schoolId}`, 200, 3600, refusals.tooManyLinks);
    const token = randomToken(32);
    const [row] = await services.db.query<InviteRow>(
      `insert into school_invites (id, school_id, role, token_hash, token_sealed, expires_at, max_uses, created_by)
       values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6), $7, $8) returning ${INVITE_COLUMNS}`,
      [newNumericId(), schoolId, body.role, sha256(token), sealSecret(services.secret, token), body.expiresInHours, body.maxUses, user!.userId],
    );
    return toInvite(row!, services.secret);
  });

  register(app, inviteEndpoints.revokeInvite, async ({ params, services, schoolId }) => {
    const id = inviteIdOf(params);
    await requireInvite(services, schoolId!, id);
    // Revoking twice keeps the first time.
    const [row] = await services.db.query<InviteRow>(`update school_invites set revoked_at = coalesce(revoked_at, now()) where school_id = $1 and id = $2 returning ${INVITE_COLUMNS}`, [schoolId, id]);
    return toInvite(row!, services.secret);
  });

  register(app, inviteEndpoints.sendInvite, async ({ body, c, params, services, schoolId }) => {
    const invite = await requireInvite(services, schoolId!, inviteIdOf(params));
    if (inviteState(invite) !== 'active') throw new ApiError(409, refusals.notActive);
    await hit(services.db, `invite-send:${invite.id}`, 5, 600, refusals.sentOften);
    await hit(services.db, `invite-send-school:${schoolId}`, 100, 3600, refusals.schoolSentMany);
    const school = await findSchool(services.db, schoolId!);
    const path = toInvite(invite, services.secret).link;
    if (!path) throw new ApiError(409, refusals.cannotSend);
    const link = `${siteOrigin(c.req.url, c.req.header('x-forwarded-proto'))}${path}`;
    const text = `${schoolNameOf(school)}\n邀请你以${ROLE_TEXT[invite.role].split(' / ')[0]}身份加入。You are invited to join as ${ROLE_TEXT[invite.role].split(' / ')[1]}.\n${link}`;
    await deliver(services, body, { subject: `邀请加入 ${school.name} / Join ${school.name_en ?? school.name}`, text }, link);
    const [row] = await services.db.query<InviteRow>(`update school_invites set last_sent_at = now() where id = $1 returning ${INVITE_COLUMNS}`, [invite.id]);
    return toInvite(row!, services.secret);
  });

  register(app, inviteEndpoints.invitePreview, async ({ query, services }) => {
    const [row] = await services.db.query<InviteRow>(`select ${INVITE_COLUMNS} from school_invites where token_hash = $1`, [sha256(query.token)]);
    if (!row) throw notFound(inviteRefusals.noSuchLink);
    const wrongSchool = Boolean(query.schoolId && query.schoolId !== row.school_id);
    // A link naming another school says so with that school's name only: nothing about the token's own school.
    const school = await findSchool(services.db, wrongSchool ? query.schoolId! : row.school_id);
    return {
      school: { id: school.id, name: school.name, nameEn: school.name_en },
      role: row.role,
      state: wrongSchool ? ('wrongSchool' as const) : inviteState(row),
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  });

  register(app, inviteEndpoints.joinByInvite, async ({ body, services, user }) => services.db.transaction((tx) => joinByInvite(tx, user!.userId, body.token, body.schoolId)));

  register(app, inviteEndpoints.requestNewInvite, async ({ body, c, services, user }) => {
    const invite = await inviteByToken(services.db, body.token, body.schoolId);
    await hit(services.db, `invite-request:${invite.id}`, 3, 3600, refusals.adminsAsked);
    await hit(services.db, `invite-request-ip:${clientIp(c)}`, 10, 3600, refusals.tooManyRequests);
    const school = await findSchool(services.db, invite.school_id);
    // Every administrator (at most five) who can be reached, the one who made the link first.
    const admins = await services.db.query<{ mobile: string | null; email: string | null }>(
      `select u.mobile, u.email from members m join users u on u.id = m.user_id
       where m.school_id = $1 and m.role = 'admin' and m.is_valid and (u.mobile is not null or u.email is not null)
       order by (u.id = (select created_by from school_invites where id = $2)) desc, u.id limit 5`,
      [invite.school_id, invite.id],
    );
    const [asker] = user ? await services.db.query<{ mobile: string | null; email: string | null }>('select mobile, email from users where id = $1', [user.userId]) : [];
    const who = asker?.mobile ?? asker?.email ?? '有人 / Someone';
    const manage = `${siteOrigin(c.req.url, c.req.header('x-forwarded-proto'))}/register/invite?schoolId=${invite.school_id}`;
    const text = `${schoolNameOf(school)}: ${who} 请求新的邀请链接（${ROLE_TEXT[invite.role].split(' / ')[0]}）。Asked for a new invitation link (${ROLE_TEXT[invite.role].split(' / ')[1]}).\n${manage}`;
    for (const admin of admins) {
      const to = admin.mobile ? { mobile: admin.mobile } : { email: admin.email! };
      await deliver(services, to, { subject: `新的邀请链接请求 / A new invitation link was requested: ${school.name}`, text }, text);
    }
    return { requested: true as const };
  });

  membershipRoutes(app);
}
