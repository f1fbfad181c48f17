import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createServer, type Server } from '../src/server.ts';

/** A fresh server on an in-memory PGlite (or TEST_DATABASE_URL's PostgreSQL, emptied first), demo data seeded. */
export async function startTestServer(options: Parameters<typeof createServer>[1] = {}): Promise<Server> {
  const admin = process.env.TEST_DATABASE_URL;
  // The run's migrated PGlite (globalSetup.ts), copied instead of made anew per file.
  const pgliteTemplate = inject('pgliteTemplate');
  if (pgliteTemplate) process.env.PGLITE_TEMPLATE ??= pgliteTemplate;
  let url: string | undefined;
  if (admin) {
    // A database of its own per test file, so files run in parallel on one PostgreSQL server.
    const pg = await import('pg');
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.default.Client({ connectionString: admin });
    await client.connect();
    const template = inject('postgresTemplate');
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await client.end();
    const parsed = new URL(admin);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', UPLOAD_DIR: `/tmp/academy-test-uploads-${process.pid}` }), databaseUrl: url, publicDir: '/nonexistent' };
  return createServer(config, options);
}

/** A browser-like client: keeps cookies, sends the CSRF header like the portal's client does. */
export function browser(server: Server, origin = 'http://localhost') {
  const jar = new Map<string, string>();
  const request = async (method: string, path: string, options: { json?: unknown; form?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', host: 'localhost', ...options.headers };
    if (jar.size) headers.cookie = [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await server.app.request(`${origin}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [key, ...value] = pair!.split('=');
      const text = value.join('=');
      if (/Max-Age=0/i.test(cookie) || text === '') jar.delete(key!);
      else jar.set(key!, text);
    }
    const text = await response.text();
    let data: any = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: data, headers: response.headers };
  };
  return { request, jar, get: (path: string) => request('GET', path) };
}

export async function outboxCode(server: Server, recipient: string): Promise<string> {
  const [row] = await server.db.query<{ code: string }>('select code from outbox where recipient = $1 order by id desc limit 1', [recipient]);
  if (!row) throw new Error(`no code sent to ${recipient}`);
  return row.code;
}

/**
 * Forgets the code requests to a recipient: its per-client counters, and its codes dated a day back, out of the
 * recipient's windows (their order and expiry stay). For tests that ask for many codes to one number.
 */
export async function forgetCodeRequests(server: Server, recipient: string) {
  await server.db.query("delete from signin_attempts where action = 'send' and account = $1", [recipient]);
  await server.db.query("update verification_codes set created_at = created_at - interval '1 day' where target = $1 and created_at > now() - interval '1 day'", [recipient]);
}

const COMPARE_AND_SIGN = '/api/ischool/v1/agreements/compare-and-sign-lastest-agreement';

/** Accepts whatever terms of service and privacy policy wait for this signed-in client, as the portal's prompt does. */
export async function acceptCurrentTerms(client: ReturnType<typeof browser>) {
  const asked = await client.request('POST', COMPARE_AND_SIGN, { json: {} });
  const pending = (asked.body.data?.pending ?? []) as { kind: string; version: number }[];
  if (!pending.length) return;
  const signed = await client.request('POST', COMPARE_AND_SIGN, { json: { accept: pending.map(({ kind, version }) => ({ kind, version })) } });
  if (signed.status !== 200 || signed.body.data.pending.length) throw new Error(`terms not accepted: ${JSON.stringify(signed.body)}`);
}

/**
 * Signs in with an SMS code from the outbox, as a user would, then accepts the current terms as a person does at
 * the portal's prompt: every signed-in write waits for that (issue 32). `acceptTerms: false` leaves them pending.
 */
export async function signIn(server: Server, mobile: string, { acceptTerms = true }: { acceptTerms?: boolean } = {}) {
  const client = browser(server);
  // Tests sign the same demo user in many times; the code-request limits are tested on their own (lockout.test.ts).
  await forgetCodeRequests(server, mobile);
  const sent = await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const code = await outboxCode(server, mobile);
  const token = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code } });
  if (token.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(token.body)}`);
  if (acceptTerms) await acceptCurrentTerms(client);
  return client;
}
