import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { MAX_DEPTH } from '../../src/http/inputChecks.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

/**
 * Issue 32: a few KB of nesting overflowed the stack of the recursive NUL check — a 500 and a stack trace in the log
 * on every JSON call. Now a 400 with words, and the log stays quiet.
 */
let server: Server;
const logged: string[] = [];
beforeAll(async () => {
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ logDestination });
}, 60_000);
afterAll(() => server.db.close());

const arrays = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const objects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

/** Sends raw JSON text (the harness would stringify a value). */
const post = (client: ReturnType<typeof browser>, path: string, text: string, headers: Record<string, string> = {}) =>
  client.request('POST', path, { body: text, headers: { 'content-type': 'application/json', ...headers } });

const DECODE = '/api/accounts/open/url/decode';
const FOCUS = `/api/o3service/o3/card/focus/o3-case-1?schoolId=${DEMO.o3}`;

describe('a body nested thousands deep', () => {
  test.each([
    ['5,000 arrays', arrays(5000)],
    ['10,000 objects', objects(10_000)],
    ['under a real field', `{"url":"/privacy","extra":${arrays(20_000)}}`],
    ['a NUL at the bottom', objects(10_000, '"a\\u0000b"')],
  ])('%s: 400 with a message, not a 500', async (_name, text) => {
    const before = logged.length;
    const answer = await post(browser(server), DECODE, text);
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: `The request is nested too deeply: at most ${MAX_DEPTH} levels of lists and objects.` });
    expect(logged.slice(before).join('')).not.toMatch(/unhandled error|RangeError|Maximum call stack/);
  });

  test('on a signed-in write too, in the reader’s language', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const answer = await post(learner, FOCUS, `{"focus":true,"x":${objects(10_000)}}`, { 'sxz-lang': 'de_DE' });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: `Die Anfrage ist zu tief verschachtelt: höchstens ${MAX_DEPTH} Ebenen aus Listen und Objekten.` });
  });

  test('unterminated nesting is not JSON: 400', async () => {
    const answer = await post(browser(server), DECODE, '['.repeat(5000));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  test(`${MAX_DEPTH} levels are read as usual; one more is refused`, async () => {
    // The body's own object is the first level.
    const fits = await post(browser(server), DECODE, `{"url":"/privacy","extra":${arrays(MAX_DEPTH - 1)}}`);
    expect({ status: fits.status, url: fits.body.data?.url }).toEqual({ status: 200, url: '/privacy' });
    const deeper = await post(browser(server), DECODE, `{"url":"/privacy","extra":${arrays(MAX_DEPTH)}}`);
    expect(deeper.status).toBe(400);
  });

  test('a NUL is still named by its field', async () => {
    const answer = await browser(server).request('POST', DECODE, { json: { url: '/privacy', list: [{ deep: ['ok', 'a\u0000b'] }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: 'list.0.deep.1', message: 'must not contain the NUL character' }]);
  });
});
