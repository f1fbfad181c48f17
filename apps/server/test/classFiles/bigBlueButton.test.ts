import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from '../../src/server.ts';
import { bbbChecksum, bbbText, signedBbbUrl } from '../../src/modules/classFiles/bigBlueButton.ts';
import { startTestServer } from '../harness.ts';
import { addOutsider, asUser, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, M, OUTSIDER, type User } from './helpers.ts';

describe('checksums against published examples', () => {
  test('create, SHA-1: the example of BigBlueButton’s API reference', () => {
    // Source: BigBlueButton API reference, "API Security Model" › Usage (docs.bigbluebutton.org/development/api,
    // github.com/bigbluebutton/bigbluebutton docs/docs/development/api.md): query string, secret and SHA-1 as given there.
    const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
    expect(bbbChecksum('create', query, '639259d4-9dd8-4b25-bf01-95f9567eaf4b')).toBe('1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17');
  });

  test('join, SHA-1: the example of BigBlueButton’s own unit test', () => {
    // Source: github.com/bigbluebutton/bigbluebutton akka-bbb-apps/src/test/scala/org/bigbluebutton/core/apps/
    // BreakoutRoomsUtilSpec.scala, "calculate the checksum of join url".
    const query = 'fullName=User+4621018&isBreakout=true&meetingID=random-1853792&password=mp&redirect=true';
    expect(bbbChecksum('join', query, 'a820d30da2db356124fce5bd5d8054b4')).toBe('6baef866df491ae82df992eb14f7f8511d5b77f3');
  });

  test('SHA-256 (BBB 2.5+): the example of the bigbluebutton-api-php client', () => {
    // Source: github.com/littleredbutton/bigbluebutton-api-php tests/unit/Util/UrlBuilderTest.php testBuildUrl
    // (a client library's test; BigBlueButton's own docs give no SHA-256 example with its value).
    expect(bbbChecksum('getMeetings', 'foo=bar&baz=bazinga', 'AFFE', 'sha256')).toBe('e93a022a742425259bf3acec803ad8b4e428e7653b66bfecfa60d935a04bcc3b');
    expect(bbbChecksum('getMeetings', 'foo=bar&baz=bazinga', 'AFFE')).toBe('8c313ec566a91bb9a409b51a0f515f53216a43ae');
    expect(signedBbbUrl({ url: 'https://bbb.example/bigbluebutton/', secret: 'AFFE', algorithm: 'sha256' }, 'getMeetings', { foo: 'bar', baz: 'bazinga' })).toBe(
      'https://bbb.example/bigbluebutton/api/getMeetings?foo=bar&baz=bazinga&checksum=e93a022a742425259bf3acec803ad8b4e428e7653b66bfecfa60d935a04bcc3b',
    );
  });

  test('the signed URL encodes like the example (space as +) and accepts a base with or without api/', () => {
    const server = { url: 'https://bbb.example.org/bigbluebutton/api', secret: '639259d4-9dd8-4b25-bf01-95f9567eaf4b' };
    expect(signedBbbUrl(server, 'create', { name: 'Test Meeting', meetingID: 'abc123', attendeePW: '111222', moderatorPW: '333444' })).toBe(
      'https://bbb.example.org/bigbluebutton/api/create?name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444&checksum=1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
    );
  });

  test('names BBB would refuse are made acceptable: no control characters, 2..64 characters, whole code points', () => {
    expect(bbbText('a', 64)).toBe('a_');
    expect(bbbText('x\u0000y\nz', 64)).toBe('x y z');
    expect(bbbText('🎓'.repeat(70), 64)).toBe('🎓'.repeat(64));
  });
});

/**
 * A stand-in BigBlueButton server on 127.0.0.1: it checks every call's checksum the way bbb-web does
 * (GetChecksum.removeChecksumFromQueryString + GetChecksumValidator: the raw query string without the checksum
 * parameter; SHA-256 when the checksum has 64 characters, else SHA-1) and answers in BBB's XML.
 */
function fakeBigBlueButton(secret: string) {
  const calls: { call: string; params: URLSearchParams; valid: boolean }[] = [];
  const app = new Hono();
  app.get('/bigbluebutton/api/:call', (c) => {
    const call = c.req.param('call');
    const raw = new URL(c.req.url).search.slice(1);
    const checksum = new URLSearchParams(raw).get('checksum') ?? '';
    const withoutChecksum = raw.replace(`&checksum=${checksum}`, '').replace(`checksum=${checksum}&`, '').replace(`checksum=${checksum}`, '');
    const algorithm = checksum.length === 64 ? 'sha256' : 'sha1';
    const valid = createHash(algorithm).update(call + withoutChecksum + secret).digest('hex') === checksum;
    calls.push({ call, params: new URLSearchParams(raw), valid });
    const xml = valid
      ? `<response><returncode>SUCCESS</returncode><meetingID>${new URLSearchParams(raw).get('meetingID')}</meetingID></response>`
      : '<response><returncode>FAILED</returncode><messageKey>checksumError</messageKey><message>Checksums do not match</message></response>';
    return c.body(xml, 200, { 'content-type': 'text/xml' });
  });
  return { app, calls };
}

describe('a school with a BigBlueButton server', () => {
  const SECRET = 'ECCJZNJWLPEA3YB6Y2LTQGQD3GJZ3F93';
  const bbb = fakeBigBlueButton(SECRET);
  let httpServer: ServerType;
  let base: string;
  let server: Server;
  let admin: User;
  let lecturer: User;
  let learner: User;
  let outsider: User;

  beforeAll(async () => {
    httpServer = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: bbb.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/bigbluebutton/`;
    server = await startTestServer();
    await addOutsider(server);
    admin = await asUser(server, DEMO.admin.mobile);
    lecturer = await asUser(server, DEMO.lecturer.mobile);
    learner = await asUser(server, DEMO.learner.mobile);
    outsider = await asUser(server, OUTSIDER.mobile);
  }, 60_000);
  /** Each test stands alone: the school's BBB server as the administrator would have set it. */
  const useBbb = () =>
    server.db.query(
      `insert into school_live_rooms (school_id, bbb_url, bbb_secret) values ($1, $2, $3)
       on conflict (school_id) do update set bbb_url = excluded.bbb_url, bbb_secret = excluded.bbb_secret`,
      [DEMO.mainland, base, SECRET],
    );
  afterAll(async () => {
    await server.db.close();
    await new Promise((resolve) => httpServer.close(resolve));
  });

  test('only the administrator sets it; the secret is never shown; http only to this machine', async () => {
    expect((await lecturer.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: base, bbbSecret: SECRET })).status).toBe(403);
    expect((await admin.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: 'http://bbb.example.org/bigbluebutton/', bbbSecret: SECRET })).status).toBe(400);
    expect((await admin.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: base })).body.message).toMatch(/shared secret/);
    const saved = await admin.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: base, bbbSecret: SECRET });
    expect(saved.body.data).toEqual({ bbbUrl: base, configured: true });
    expect(JSON.stringify((await admin.get(`${M}/lecture/liveRoomSettings`)).body)).not.toContain(SECRET);
    // A new address keeps the stored secret when none is sent.
    expect((await admin.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: base })).status).toBe(200);
  });

  test('join: create is called with a correctly signed URL, then a signed join URL BBB accepts', async () => {
    await useBbb();
    const before = bbb.calls.length;
    const id = CLASS_FILE_DEMO.upcomingLive;
    const joined = await lecturer.get(`${M}/lecture/liveJoin/${id}`);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ provider: 'bigBlueButton', moderator: true });
    const create = bbb.calls.slice(before).find((call) => call.call === 'create')!;
    expect(create.valid).toBe(true);
    expect(create.params.get('meetingID')).toBe(`academy-live-${id}`);
    expect(create.params.get('name')).toBe('直播答疑：函数与模块 / Live Q&A: functions and modules');

    const url = new URL(joined.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}api/join`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ fullName: '王芳', meetingID: `academy-live-${id}`, role: 'MODERATOR', userID: DEMO.lecturer.id });
    // The browser opens the join URL: the BBB server accepts its checksum.
    const opened = await fetch(url);
    expect(await opened.text()).toContain('<returncode>SUCCESS</returncode>');
    expect(bbb.calls.at(-1)).toMatchObject({ call: 'join', valid: true });

    // A learner two days early is refused (the room opens 10 minutes before the start: rules/liveJoin.ts) …
    const early = await learner.get(`${M}/lecture/liveJoin/${id}`);
    expect(early).toMatchObject({ status: 409, body: { message: 'The room opens 10 minutes before the start: come back then.' } });
    // … and in the window gets an attendee (VIEWER) join URL that BBB accepts.
    const soon = await lecturer.post(`${M}/lecture/addLive`, { classId: CLASS_DEMO.ongoing, title: 'Starting soon', startsAt: new Date(Date.now() + 5 * 60_000).toISOString(), durationMinutes: 30 });
    const asLearner = await learner.get(`${M}/lecture/liveJoin/${soon.body.data.id}`);
    const attendee = new URL(asLearner.body.data.url);
    expect(Object.fromEntries(attendee.searchParams)).toMatchObject({ role: 'VIEWER', userID: DEMO.learner.id, meetingID: `academy-live-${soon.body.data.id}` });
    expect(asLearner.body.data.moderator).toBe(false);
    expect(await (await fetch(attendee)).text()).toContain('<returncode>SUCCESS</returncode>');
    expect(bbb.calls.at(-1)).toMatchObject({ call: 'join', valid: true });
    expect((await outsider.get(`${M}/lecture/liveJoin/${soon.body.data.id}`)).status).toBe(403);
  });

  test('live lectures of the school say their room is BigBlueButton', async () => {
    await useBbb();
    const detail = await lecturer.get(`${M}/lecture/liveDetail/${CLASS_FILE_DEMO.upcomingLive}`);
    expect(detail.body.data.room).toBe('bigBlueButton');
  });

  test('a wrong secret: BBB refuses create, the caller gets 502 with BBB’s message, no join URL', async () => {
    await useBbb();
    await server.db.query("update school_live_rooms set bbb_secret = 'not-the-secret' where school_id = $1", [DEMO.mainland]);
    try {
      const joined = await lecturer.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`);
      expect(joined).toMatchObject({ status: 502, body: { message: expect.stringMatching(/Checksums do not match/) } });
      expect(bbb.calls.at(-1)).toMatchObject({ call: 'create', valid: false });
      // Worded in the page's language; BBB's own message is quoted as it came.
      const inFrench = await lecturer.client.request('GET', `${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`, { headers: { tenantId: DEMO.mainland, 'sxz-lang': 'fr_FR' } });
      expect(inFrench).toMatchObject({ status: 502, body: { message: 'Le serveur BigBlueButton de l’école a refusé d’ouvrir la salle : Checksums do not match' } });
    } finally {
      await server.db.query('update school_live_rooms set bbb_secret = $2 where school_id = $1', [DEMO.mainland, SECRET]);
    }
  });

  test('removing the server: lectures use their room URLs again', async () => {
    await useBbb();
    expect((await admin.put(`${M}/lecture/liveRoomSettings`, { bbbUrl: null })).body.data).toEqual({ bbbUrl: null, configured: false });
    expect((await lecturer.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`)).body.data.provider).toBe('url');
    // Class managers run classes, not the school's settings.
    const classManager = await asUser(server, CLASS_DEMO.manager.mobile);
    expect((await classManager.get(`${M}/lecture/liveRoomSettings`)).status).toBe(403);
  });
});
