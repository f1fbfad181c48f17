// @postgres-pass: many senders at once against one recipient (a lock per recipient).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { imageAnswerHash } from '../../src/auth/imageCheck.ts';
import { outboxCode, startTestServer } from '../harness.ts';
import { browserAt } from './clientAddress.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

type Client = ReturnType<typeof browserAt>;
const TOKEN = '/api/auth/oauth/token';
const SEND = '/api/accounts/open/login/sms-code';
const guess = (client: Client, mobile: string, code = '000000') => client.request('POST', TOKEN, { form: { grant_type: 'sms_code', mobile, code } });
const required = async (client: Client, account: string) => (await client.get(`/api/accounts/open/login/account/open/code/imagevalid?account=${account}`)).body.data.required;
/** Lets time pass for the counters and the codes sent (the server reads the database clock). */
async function later(seconds: number) {
  await server.db.query('update signin_attempts set last_at = last_at - make_interval(secs => $1)', [seconds]);
  await server.db.query('update verification_codes set created_at = created_at - make_interval(secs => $1), expires_at = expires_at - make_interval(secs => $1)', [seconds]);
}
/** The codes that really went out to a recipient (the demo's outbox is the SMS gateway). */
const sentTo = async (recipient: string) => (await server.db.query<{ n: number }>('select count(*)::int as n from outbox where recipient = $1', [recipient]))[0]!.n;

/** Solves the image check as a person would: asks for a picture, then answers it (the test plants the answer). */
async function passImageCheck(client: Client, account: string) {
  const challenge = await client.request('POST', '/api/accounts/open/login/account/open/code/image', { json: { account } });
  expect(challenge.status).toBe(200);
  await server.db.query('update image_checks set answer_hash = $1 where id = $2', [imageAnswerHash(server.services.secret, challenge.body.data.challengeId, '24680'), challenge.body.data.challengeId]);
  const answer = await client.request('POST', '/api/accounts/open/login/account/open/code/imagevalid', { json: { account, challengeId: challenge.body.data.challengeId, answer: '24680' } });
  expect(answer.body.data).toEqual({ passed: true });
}

async function freshCodeSignIn(client: Client, mobile: string) {
  expect((await client.request('POST', SEND, { json: { mobile } })).status).toBe(200);
  return guess(client, mobile, await outboxCode(server, mobile));
}

describe('wrong codes: per account and client, never a lock for everyone', () => {
  test('an attacker hammering from one client gets the image check, then waits; the user elsewhere signs in at once', async () => {
    const mobile = '13500000001';
    const attacker = browserAt(server, '203.0.113.5');
    for (let i = 0; i < 3; i += 1) expect((await guess(attacker, mobile)).status).toBe(400);
    expect(await required(attacker, mobile)).toBe(true);
    const blocked = await guess(attacker, mobile);
    expect(blocked).toMatchObject({ status: 403, body: { message: expect.stringMatching(/image check/), details: [{ path: 'imageCheck' }] } });

    // Each solved picture buys one more try; after six failures the client must wait, and is told how long.
    for (let i = 0; i < 3; i += 1) {
      await passImageCheck(attacker, mobile);
      expect((await guess(attacker, mobile)).status).toBe(400);
    }
    await passImageCheck(attacker, mobile);
    const slowed = await guess(attacker, mobile);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(slowed.body.message).toMatch(/Try again in \d+ seconds/);

    // The rightful user, on another browser and network, is not asked for anything.
    const user = browserAt(server, '198.51.100.7');
    expect(await required(user, mobile)).toBe(false);
    expect((await freshCodeSignIn(user, mobile)).status).toBe(200);
  });

  test('the wait doubles with each further failure', async () => {
    const mobile = '13500000002';
    const attacker = browserAt(server, '203.0.113.6');
    for (let i = 0; i < 6; i += 1) {
      if (i >= 3) await passImageCheck(attacker, mobile);
      await guess(attacker, mobile);
    }
    const first = Number((await guess(attacker, mobile)).headers.get('retry-after'));
    await later(first);
    await passImageCheck(attacker, mobile);
    expect((await guess(attacker, mobile)).status).toBe(400);
    const second = Number((await guess(attacker, mobile)).headers.get('retry-after'));
    expect(second).toBeGreaterThan(first * 1.8);
  });

  test('a code works only in the browser that asked for it, so guesses elsewhere cannot burn it', async () => {
    const mobile = '13500000003';
    const user = browserAt(server, '198.51.100.8');
    await user.request('POST', SEND, { json: { mobile } });
    const code = await outboxCode(server, mobile);
    const attacker = browserAt(server, '203.0.113.7');
    expect(await guess(attacker, mobile, code)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/expired or was already used/) } });
    expect((await guess(user, mobile, code)).status).toBe(200);
  });

  test('five wrong guesses burn the code, even the right one after them', async () => {
    const mobile = '13500000004';
    const user = browserAt(server, '198.51.100.9');
    await user.request('POST', SEND, { json: { mobile } });
    const code = await outboxCode(server, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      if (i >= 3) await passImageCheck(user, mobile);
      expect((await guess(user, mobile, wrong)).body.message).toMatch(/not right/);
    }
    await passImageCheck(user, mobile);
    expect((await guess(user, mobile, code)).body.message).toMatch(/expired or was already used/);
  });

  test('throwing the cookie away does not reset the count: the address asks for the image check after ten', async () => {
    const mobile = '13500000005';
    for (let i = 0; i < 10; i += 1) expect((await guess(browserAt(server, '203.0.113.8'), mobile)).status).toBe(400);
    expect(await required(browserAt(server, '203.0.113.8'), mobile)).toBe(true);
    expect(await required(browserAt(server, '203.0.113.9'), mobile)).toBe(false);
  });

  test('wrong codes from many addresses never put the image check in front of the owner, who signs in at once', async () => {
    const mobile = '13500000006';
    for (let i = 1; i <= 30; i += 1) expect((await guess(browserAt(server, `10.9.0.${i}`), mobile)).status).toBe(400);
    const user = browserAt(server, '198.51.100.10');
    expect(await required(user, mobile)).toBe(false);
    expect((await freshCodeSignIn(user, mobile)).status).toBe(200);
  });
});

describe('code requests: per recipient and client too', () => {
  test('one client waits a minute between codes, then needs the image check, then waits longer; another client is not held up', async () => {
    const mobile = '13500000007';
    const attacker = browserAt(server, '203.0.113.10');
    expect((await attacker.request('POST', SEND, { json: { mobile } })).status).toBe(200);
    const again = await attacker.request('POST', SEND, { json: { mobile } });
    expect(again).toMatchObject({ status: 429, body: { message: expect.stringMatching(/wait a minute/) } });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    // In the page's language, with the seconds in that language's plural form.
    const worded = await attacker.request('POST', SEND, { json: { mobile }, headers: { 'sxz-lang': 'ru_RU' } });
    const seconds = Number(worded.headers.get('retry-after'));
    const form = seconds % 10 === 1 && seconds % 100 !== 11 ? 'секунду' : [2, 3, 4].includes(seconds % 10) && ![12, 13, 14].includes(seconds % 100) ? 'секунды' : 'секунд';
    expect(worded.body.message).toBe(`Подождите минуту, прежде чем запрашивать новый код (повторите через ${seconds} ${form}).`);

    // Ten minutes apart, so the number's own window (three codes in ten minutes) never stops them.
    for (let i = 0; i < 2; i += 1) {
      await later(601);
      expect((await attacker.request('POST', SEND, { json: { mobile } })).status).toBe(200);
    }
    await later(601);
    expect((await attacker.request('POST', SEND, { json: { mobile } })).status).toBe(403);
    for (let i = 0; i < 3; i += 1) {
      await passImageCheck(attacker, mobile);
      expect((await attacker.request('POST', SEND, { json: { mobile } })).status).toBe(200);
      await later(i < 2 ? 601 : 61);
    }
    const slowed = await attacker.request('POST', SEND, { json: { mobile } });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner of the number, on their own browser, gets a code and signs in straight away.
    const owner = browserAt(server, '198.51.100.11');
    expect((await freshCodeSignIn(owner, mobile)).status).toBe(200);
  });

  test('strangers at many addresses get at most three codes to one number in ten minutes; the owner is told when, not asked for the image check', async () => {
    const mobile = '13500000020';
    // Twenty strangers at once, each from an address of its own.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => browserAt(server, `10.20.0.${i + 1}`).request('POST', SEND, { json: { mobile } })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(await sentTo(mobile)).toBe(3);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/^Enough codes have been sent to this number or address for now\. Try again in (9|10) minutes\.$/), details: [{ path: 'retryAfter' }] },
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.body.details[0].message).toBe(String(wait));

    // The owner, from their own address: no image check; told when to try (in their language), then a code.
    const owner = browserAt(server, '198.51.100.20');
    expect(await required(owner, mobile)).toBe(false);
    const early = await owner.request('POST', SEND, { json: { mobile }, headers: { 'sxz-lang': 'de_DE' } });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Es wurden vorerst genug Codes .* Minuten erneut\.$/);
    await later(wait);
    expect(await required(owner, mobile)).toBe(false);
    expect((await freshCodeSignIn(owner, mobile)).status).toBe(200);
    expect(await sentTo(mobile)).toBe(4);
  });

  test('at most ten codes a day to one number, whoever asks and however patiently', async () => {
    const mobile = '13500000021';
    let address = 0;
    const stranger = () => browserAt(server, `10.21.${Math.floor(address / 250)}.${(address++ % 250) + 1}`);
    for (let round = 0; round < 6; round += 1) {
      for (let i = 0; i < 3; i += 1) await stranger().request('POST', SEND, { json: { mobile } });
      await later(601);
    }
    expect(await sentTo(mobile)).toBe(10);
    const refused = await stranger().request('POST', SEND, { json: { mobile } });
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/Try again in 2[34] hours\.$/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
    // Nobody was asked for the image check: each stranger's address asked once.
    expect(await required(browserAt(server, '198.51.100.21'), mobile)).toBe(false);
    expect(await sentTo(mobile)).toBe(10);
  });
});

describe('the image check', () => {
  test('a picture of paths without the digits as text; answered once; only by the browser that asked', async () => {
    const account = '13500000008';
    const client = browserAt(server, '198.51.100.12');
    const challenge = await client.request('POST', '/api/accounts/open/login/account/open/code/image', { json: { account } });
    expect(challenge.body.data.svg).toMatch(/^<svg[^>]*>.*<path d="M[\d. L]+"/);
    expect(challenge.body.data.svg).not.toMatch(/<text|\d{5}/);
    const { challengeId } = challenge.body.data;
    await server.db.query('update image_checks set answer_hash = $1 where id = $2', [imageAnswerHash(server.services.secret, challengeId, '13579'), challengeId]);
    const other = browserAt(server, '198.51.100.12');
    const stolen = await other.request('POST', '/api/accounts/open/login/account/open/code/imagevalid', { json: { account, challengeId, answer: '13579' } });
    expect(stolen.body.data).toEqual({ passed: false });
    // The stolen try spent it: the right answer from the right browser now fails as well.
    const late = await client.request('POST', '/api/accounts/open/login/account/open/code/imagevalid', { json: { account, challengeId, answer: '13579' } });
    expect(late.body.data).toEqual({ passed: false });
  });
});
