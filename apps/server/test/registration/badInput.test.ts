import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { create, newcomer, png, schoolBody, upload, type Client } from './helpers.ts';

let server: Server;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = await newcomer(server);
}, 60_000);
afterAll(() => server.db.close());

const countSchools = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from schools'))[0]!.n;

/** A create call's status, message and how many schools it made (a refusal must make none). */
async function attempt(body: Record<string, unknown>) {
  const before = await countSchools();
  const answer = await create(client, schoolBody(body));
  return { status: answer.status, message: String(answer.body?.message), created: (await countSchools()) - before };
}
const refusal = (status: number, message: RegExp) => ({ status, message: expect.stringMatching(message), created: 0 });

describe('addresses (slugs) that are refused, with the reason', () => {
  test.each([
    ['emoji', 'academy-🎓', /only the letters a–z/],
    ['right-to-left override', '\u202eymedaca', /invisible or direction-changing/],
    ['zero-width space', 'acad\u200bemy', /invisible or direction-changing/],
    ['path traversal', '../../etc/passwd', /only the letters a–z/],
    ['SQL quotes', "x' or '1'='1", /only the letters a–z/],
    ['very long', 'a'.repeat(5000), /Invalid request|3–40/],
    ['41 characters', 'a'.repeat(41), /3–40 characters/],
    ['Cyrillic а in admin', '\u0430dmin', /only looks like a Latin letter/],
    ['Greek ο', 'harb\u03bfur', /only looks like a Latin letter/],
    ['reserved', 'admin', /reserved/],
    ['reserved, any case', 'Portal', /reserved/],
    ['reserved, full width', 'ＬＯＧＩＮ', /reserved/],
    ['leading hyphen', '-academy', /hyphen/],
    ['double hyphen', 'my--academy', /hyphen/],
    ['NUL (refused for every call before the slug rule)', 'acad\u0000emy', /must not contain the NUL character/],
  ])('%s', async (_, slug, message) => {
    expect(await attempt({ slug })).toEqual(refusal(400, message));
  });

  test('the live check answers the same reasons, and the normalized address', async () => {
    const check = async (slug: string) => (await client.get(`/api/school/registration/slug?slug=${encodeURIComponent(slug)}`)).body.data;
    expect(await check('\u0430dmin')).toMatchObject({ available: false, problem: 'confusable' });
    expect(await check('WWW')).toMatchObject({ available: false, problem: 'reserved' });
    expect(await check('Harbour-Bay')).toEqual({ slug: 'harbour-bay', available: true, problem: null, message: null });
  });
});

describe('duplicates', () => {
  test('an address or a name already in use: 409 with the reason; the live check says taken', async () => {
    const first = schoolBody();
    expect((await create(client, first)).status).toBe(200);
    expect(await attempt({ slug: first.slug.toUpperCase() })).toEqual(refusal(409, /already uses this address/));
    expect(await attempt({ name: first.name })).toEqual(refusal(409, /already has this name/));
    expect(await attempt({ nameEn: first.nameEn.toLowerCase() })).toEqual(refusal(409, /already has this name/));
    expect(await attempt({ nameEn: 'Harbour Academy' })).toEqual(refusal(409, /already has this name/));
    const check = (await client.get(`/api/school/registration/slug?slug=${first.slug}`)).body.data;
    expect(check).toMatchObject({ available: false, problem: 'taken' });
  });

  test('the reason is worded in the page’s language, in the live check and in the refusal', async () => {
    const first = schoolBody();
    expect((await create(client, first)).status).toBe(200);
    const check = await client.request('GET', `/api/school/registration/slug?slug=${first.slug}`, { headers: { 'sxz-lang': 'de_DE' } });
    expect(check.body.data).toMatchObject({ available: false, problem: 'taken', message: 'Eine andere Schule nutzt diese Adresse bereits.' });
    const refused = await client.request('POST', '/api/school/schools/', { json: schoolBody({ slug: first.slug }), headers: { 'sxz-lang': 'ar_SA' } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'تستخدم مدرسة أخرى هذا العنوان بالفعل.', details: [{ path: 'slug', message: 'taken' }] } });
    const short = await client.request('GET', '/api/school/registration/slug?slug=ab', { headers: { 'sxz-lang': 'fr_FR' } });
    expect(short.body.data).toMatchObject({ problem: 'length', message: 'L’adresse doit comporter de 3 à 40 caractères.' });
  });
});

describe('logos are checked by content and size', () => {
  test('a text file named .png is refused at upload (415)', async () => {
    const answer = await upload(client, new TextEncoder().encode('this is not a picture'), 'logo.png');
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/images can be uploaded/);
  });

  test('a GIF is refused as a logo; a PNG over 2 MB too; a small PNG is the school’s logo', async () => {
    const gif = await upload(client, new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0]), 'logo.gif');
    expect(await attempt({ logoUploadId: gif.body.data.id })).toEqual(refusal(415, /PNG or JPEG/));
    const big = await upload(client, png(2 * 1024 * 1024 + 10), 'big.png');
    expect(big.status).toBe(200);
    expect(await attempt({ logoUploadId: big.body.data.id })).toEqual(refusal(413, /larger than 2 MB/));
    expect(await attempt({ logoUploadId: 'nosuchupload' })).toEqual(refusal(400, /Upload the logo first/));
    const small = await upload(client, png(), 'small.png');
    const made = await create(client, schoolBody({ logoUploadId: small.body.data.id }));
    expect(made.status).toBe(200);
    const [school] = await server.db.query<{ logo_url: string }>('select logo_url from schools where id = $1', [made.body.data.schoolId]);
    expect(school!.logo_url).toBe(`/static/uploads/${small.body.data.id}.png`);
  });

  test('someone else’s upload cannot be used as a logo', async () => {
    const other = await newcomer(server);
    const theirs = await upload(other, png(), 'theirs.png');
    expect(await attempt({ logoUploadId: theirs.body.data.id })).toEqual(refusal(400, /Upload the logo first/));
  });
});

describe('other bad input: 400 with a message, never 500', () => {
  test.each([
    ['no contact', { contactMobile: undefined }, /e-mail or a mobile/],
    ['bad time zone', { timeZone: 'Mars/Olympus' }, /IANA time zone/],
    ['unknown language', { defaultLocale: 'xx_XX' }, /defaultLocale/],
    ['short idempotency key', { idempotencyKey: 'abc' }, /idempotencyKey/],
    ['one-letter name', { name: 'A' }, /at least 2/],
    ['bad kind', { kind: 'castle' }, /kind/],
  ])('%s', async (_, body, message) => {
    expect(await attempt(body)).toEqual(refusal(400, message));
  });

  test('a body that is not JSON', async () => {
    const answer = await client.request('POST', '/api/school/schools/', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/not valid JSON/);
  });
});
