// @postgres-pass: joins at once against a link's use limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { INVITE_DEMO } from '../../src/seed/invites.ts';
import { DEMO, makeInvite, newPerson, paths, roleIn, usesOf, type Client } from './helpers.ts';

let server: Server;
let admin: Client;
let learner: Client;
let otherAdmin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, DEMO.admin.mobile);
  learner = await signIn(server, DEMO.learner.mobile);
  // An administrator of the overseas school only.
  const other = await newPerson(server, '1360000');
  await server.db.query(`insert into members (school_id, user_id, role) values ($1, $2, 'admin')`, [DEMO.overseas, other.userId]);
  otherAdmin = other.client;
}, 60_000);
afterAll(() => server.db.close());

describe('who may manage a school’s invitations', () => {
  test('anonymous 401, a learner or lecturer 403, another school’s administrator 403 (404 for our invitation from their school)', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    const calls = [
      ['GET', paths.list(DEMO.mainland), undefined],
      ['POST', paths.list(DEMO.mainland), { role: 'learner', expiresInHours: 1, maxUses: 1 }],
      ['PUT', paths.revoke(DEMO.mainland, invite.id), undefined],
      ['POST', paths.send(DEMO.mainland, invite.id), { mobile: '13912345678' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await browser(server).request(method, path, { json })).status).toBe(401);
      for (const caller of [learner, lecturer, otherAdmin]) {
        const answer = await caller.request(method, path, { json });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBeTruthy();
      }
    }
    expect((await otherAdmin.request('PUT', paths.revoke(DEMO.overseas, invite.id))).status).toBe(404);
    expect((await otherAdmin.request('POST', paths.send(DEMO.overseas, invite.id), { json: { mobile: '13912345678' } })).status).toBe(404);
    const theirs = await otherAdmin.get(paths.list(DEMO.overseas));
    expect(theirs.body.data.invites.map((row: { id: string }) => row.id)).not.toContain(invite.id);
    // Still active: nothing the others did touched it.
    expect((await admin.get(paths.preview(invite.token))).body.data.state).toBe('active');
  });

  test('bad input is a 400 with a message, never a 500', async () => {
    const bodies = [
      { role: 'admin', expiresInHours: 24, maxUses: 1 },
      { role: 'learner', expiresInHours: 0, maxUses: 1 },
      { role: 'learner', expiresInHours: 721, maxUses: 1 },
      { role: 'learner', expiresInHours: 24, maxUses: 0 },
      { role: 'learner', expiresInHours: 24, maxUses: 1001 },
      { role: 'learner', expiresInHours: 1.5, maxUses: 1 },
      'not an object',
    ];
    for (const json of bodies) {
      const answer = await admin.request('POST', paths.list(DEMO.mainland), { json });
      expect({ json, status: answer.status }).toEqual({ json, status: 400 });
      expect(answer.body.message).toMatch(/Invalid request/);
    }
    expect((await admin.request('POST', paths.list(DEMO.mainland), { body: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await admin.request('PUT', paths.revoke(DEMO.mainland, 'abc'))).status).toBe(404);
    expect((await admin.get(paths.list('123'))).status).toBe(400);
    expect((await browser(server).get(paths.preview('short'))).status).toBe(400);
    expect((await learner.request('POST', paths.join, { json: { token: 'x'.repeat(43) } })).status).toBe(404);
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    for (const json of [{}, { email: 'nope' }, { mobile: '123' }, { mobile: '13912345678', email: 'a@b.example' }]) {
      const answer = await admin.request('POST', paths.send(DEMO.mainland, invite.id), { json });
      expect({ json, status: answer.status }).toEqual({ json, status: 400 });
    }
  });
});

describe('an administrator’s invitation links', () => {
  test('made per role with an expiry and a limit, listed newest first with their state, revoked', async () => {
    const before = Date.now();
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'lecturer', expiresInHours: 48, maxUses: 3 });
    expect(invite).toMatchObject({ role: 'lecturer', maxUses: 3, uses: 0, state: 'active', lastSentAt: null, revokedAt: null });
    expect(invite.link).toMatch(new RegExp(`^/register/invite\\?schoolId=${DEMO.mainland}&token=[A-Za-z0-9_-]{43}$`));
    const hours = (Date.parse((invite as unknown as { expiresAt: string }).expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    // The token is stored hashed: not in any column as it is.
    const stored = await server.db.query<Record<string, unknown>>('select * from school_invites where id = $1', [invite.id]);
    expect(JSON.stringify(stored)).not.toContain(invite.token);

    const list = await admin.get(paths.list(DEMO.mainland));
    expect(list.status).toBe(200);
    expect(list.body.data.school).toMatchObject({ id: DEMO.mainland, nameEn: 'Harbour Academy' });
    expect(list.body.data.invites[0]).toMatchObject({ id: invite.id, link: invite.link });
    expect(list.body.data.invites.find((row: { id: string }) => row.id === INVITE_DEMO.expiredInvite)).toMatchObject({ state: 'expired', uses: 3, maxUses: 20 });

    const revoked = await admin.request('PUT', paths.revoke(DEMO.mainland, invite.id));
    expect(revoked.body.data).toMatchObject({ state: 'revoked' });
    const again = await admin.request('PUT', paths.revoke(DEMO.mainland, invite.id));
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
  });

  test('sent to a mobile or an e-mail through the outbox, limited, only while active', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    const sent = await admin.request('POST', paths.send(DEMO.mainland, invite.id), { json: { email: 'New.Person@Example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.lastSentAt).toBeTruthy();
    const [mail] = await server.db.query<{ code: string }>('select code from outbox where recipient = $1 order by id desc limit 1', ['new.person@example.com']);
    expect(mail!.code).toBe(`http://localhost${invite.link}`);
    for (let i = 0; i < 4; i += 1) expect((await admin.request('POST', paths.send(DEMO.mainland, invite.id), { json: { mobile: '13912345678' } })).status).toBe(200);
    const limited = await admin.request('POST', paths.send(DEMO.mainland, invite.id), { json: { mobile: '13912345678' } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/5 times/);
    await admin.request('PUT', paths.revoke(DEMO.mainland, (await makeInvite(admin, DEMO.mainland, { role: 'learner' })).id));
    const gone = (await admin.get(paths.list(DEMO.mainland))).body.data.invites.find((row: { state: string }) => row.state === 'revoked');
    expect((await admin.request('POST', paths.send(DEMO.mainland, gone.id), { json: { mobile: '13912345678' } })).status).toBe(409);
  });
});

describe('joining with a link', () => {
  test('a new person sees the school and role, joins, and joining again changes nothing', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'lecturer', maxUses: 5 });
    const preview = await browser(server).get(paths.preview(invite.token, DEMO.mainland));
    expect(preview.body.data).toMatchObject({ school: { id: DEMO.mainland, name: '海港学院' }, role: 'lecturer', state: 'active' });
    expect((await browser(server).request('POST', paths.join, { json: { token: invite.token } })).status).toBe(401);

    const person = await newPerson(server);
    const joined = await person.client.request('POST', paths.join, { json: { token: invite.token, schoolId: DEMO.mainland } });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toEqual({ schoolId: DEMO.mainland, offeredRole: 'lecturer', role: 'lecturer', alreadyMember: false, keptHigherRole: false, portalPath: `/portal/${DEMO.mainland}` });
    expect(await roleIn(server, DEMO.mainland, person.userId)).toBe('lecturer');
    expect((await person.client.request('GET', '/api/acl/v1/operation/hasPermissions?operationCode=TRAINING_CENTER', { headers: { schoolId: DEMO.mainland } })).body.data.allowed).toBe(true);

    const twice = await person.client.request('POST', paths.join, { json: { token: invite.token } });
    expect(twice.body.data).toMatchObject({ alreadyMember: true, role: 'lecturer' });
    expect(await usesOf(server, invite.id)).toBe(1);
    const [joins] = await server.db.query<{ n: number }>('select count(*)::int as n from school_invite_joins where invite_id = $1', [invite.id]);
    expect(joins!.n).toBe(1);
  });

  test('a member with a higher role keeps it and uses nothing; a lower role is raised', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'lecturer', maxUses: 5 });
    const kept = await admin.request('POST', paths.join, { json: { token: invite.token } });
    expect(kept.body.data).toMatchObject({ role: 'admin', offeredRole: 'lecturer', alreadyMember: true, keptHigherRole: true });
    expect(await roleIn(server, DEMO.mainland, 'u-admin')).toBe('admin');
    expect(await usesOf(server, invite.id)).toBe(0);

    const person = await newPerson(server);
    await server.db.query(`insert into members (school_id, user_id, role) values ($1, $2, 'learner')`, [DEMO.mainland, person.userId]);
    const raised = await person.client.request('POST', paths.join, { json: { token: invite.token } });
    expect(raised.body.data).toMatchObject({ role: 'lecturer', alreadyMember: false });
    expect(await roleIn(server, DEMO.mainland, person.userId)).toBe('lecturer');
  });

  test('an expired, revoked or used-up link is refused with 410 and says why', async () => {
    const person = await newPerson(server);
    const expired = await person.client.request('POST', paths.join, { json: { token: INVITE_DEMO.expiredToken } });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    expect((await browser(server).get(paths.preview(INVITE_DEMO.expiredToken))).body.data.state).toBe('expired');

    const revokedInvite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    await admin.request('PUT', paths.revoke(DEMO.mainland, revokedInvite.id));
    const revoked = await person.client.request('POST', paths.join, { json: { token: revokedInvite.token } });
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toMatch(/withdrawn/);

    const single = await makeInvite(admin, DEMO.mainland, { role: 'learner', maxUses: 1 });
    expect((await person.client.request('POST', paths.join, { json: { token: single.token } })).status).toBe(200);
    const second = await newPerson(server);
    const refused = await second.client.request('POST', paths.join, { json: { token: single.token } });
    expect(refused.status).toBe(410);
    expect(refused.body.message).toMatch(/used as many times/);
    expect(await roleIn(server, DEMO.mainland, second.userId)).toBeNull();
    expect((await browser(server).get(paths.preview(single.token))).body.data.state).toBe('usedUp');
    expect(await roleIn(server, DEMO.mainland, person.userId)).toBe('learner');
  });

  test('the page’s language words why a link no longer works', async () => {
    const person = await newPerson(server);
    const expired = await person.client.request('POST', paths.join, { json: { token: INVITE_DEMO.expiredToken }, headers: { 'sxz-lang': 'ar_SA' } });
    expect(expired).toMatchObject({ status: 410, body: { message: 'انتهت صلاحية رابط الدعوة هذا. اطلب رابطًا جديدًا من مسؤول المدرسة.' } });
    const unknown = await person.client.request('POST', paths.join, { json: { token: 'x'.repeat(43) }, headers: { 'sxz-lang': 'fr_FR' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Aucune invitation ne correspond à ce lien. Vérifiez que l’adresse a été copiée en entier.' } });
  });

  test('a link of one school used with another school’s id is refused', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    const person = await newPerson(server);
    const refused = await person.client.request('POST', paths.join, { json: { token: invite.token, schoolId: DEMO.overseas } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/another school/);
    expect(await roleIn(server, DEMO.overseas, person.userId)).toBeNull();
    expect(await roleIn(server, DEMO.mainland, person.userId)).toBeNull();
    const preview = await browser(server).get(paths.preview(invite.token, DEMO.overseas));
    expect(preview.body.data).toMatchObject({ state: 'wrongSchool', school: { id: DEMO.overseas } });
  });

  test('people joining at the same time never pass the limit', async () => {
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner', maxUses: 2 });
    const people = [];
    for (let i = 0; i < 6; i += 1) people.push(await newPerson(server));
    const answers = await Promise.all(people.map((person) => person.client.request('POST', paths.join, { json: { token: invite.token } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 410, 410, 410, 410]);
    expect(await usesOf(server, invite.id)).toBe(2);
    const [members] = await server.db.query<{ n: number }>('select count(*)::int as n from school_invite_joins where invite_id = $1', [invite.id]);
    expect(members!.n).toBe(2);
  });

  test('asking for a new link notifies the administrators, a few times an hour at most', async () => {
    const person = await newPerson(server);
    const asked = await person.client.request('POST', paths.requestLink, { json: { token: INVITE_DEMO.expiredToken, schoolId: DEMO.mainland } });
    expect(asked.status).toBe(200);
    const [note] = await server.db.query<{ code: string }>('select code from outbox where recipient = $1 order by id desc limit 1', [DEMO.admin.mobile]);
    expect(note!.code).toContain(person.mobile);
    expect(note!.code).toContain(`/register/invite?schoolId=${DEMO.mainland}`);
    await person.client.request('POST', paths.requestLink, { json: { token: INVITE_DEMO.expiredToken } });
    await browser(server).request('POST', paths.requestLink, { json: { token: INVITE_DEMO.expiredToken } });
    expect((await browser(server).request('POST', paths.requestLink, { json: { token: INVITE_DEMO.expiredToken } })).status).toBe(429);
    expect((await browser(server).request('POST', paths.requestLink, { json: { token: 'y'.repeat(43) } })).status).toBe(404);
  });
});
