// @postgres-pass: the connection pool's metrics.
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Server } from '../src/server.ts';
import { startupProblems } from '../src/startupChecks.ts';
import { DEMO } from '../src/seed/seed.ts';
import { browser, outboxCode, startTestServer } from './harness.ts';

/** Every line the server logs, as written. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let server: Server;
beforeAll(async () => {
  server = await startTestServer({ logDestination: sink });
  // Tests are silent by default; this server's log is the subject here.
  server.services.log.level = 'info';
}, 60_000);
afterAll(() => server.db.close());

const SCHOOL = '1000000000000000001';

describe('structured request log', () => {
  test('a whole sign-in leaves one JSON line per request with ids, route, status and time, and not one secret', async () => {
    const user = browser(server);
    await server.db.query('delete from rate_limits where key like $1', [`code:${DEMO.learner.mobile}:%`]);
    await user.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: DEMO.learner.mobile }, headers: { 'x-request-id': 'nginx-req-42' } });
    const code = await outboxCode(server, DEMO.learner.mobile);
    const token = await user.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: DEMO.learner.mobile, code } });
    expect(token.status).toBe(200);
    const me = await user.request('GET', `/api/school/members/selectMemberStatus?schoolId=${SCHOOL}&code=${code}`);
    expect(me.status).toBe(200);
    await user.request('DELETE', '/api/auth/open/logout');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const sent = entries.find((entry) => entry.reqId === 'nginx-req-42');
    expect(sent).toMatchObject({ method: 'POST', path: '/api/accounts/open/login/sms-code', route: '/api/accounts/open/login/sms-code', status: 200 });
    expect(typeof sent!.ms).toBe('number');
    const member = entries.find((entry) => entry.route === '/api/school/members/selectMemberStatus')!;
    expect(member).toMatchObject({ schoolId: SCHOOL, status: 200, path: '/api/school/members/selectMemberStatus' });
    expect(member.userId).toMatch(/\S/);

    const log = lines.join('\n');
    const secrets = [code, token.body.access_token, token.body.refresh_token, ...user.jar.values()].filter((value) => value && value.length >= 6);
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/cookie|authorization/i);
  });

  test('an answer carries its request id: the one nginx sent when it looks like one, else a new one', async () => {
    const passed = await server.app.request('http://localhost/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(passed.headers.get('x-request-id')).toBe('abc-123');
    const forged = await server.app.request('http://localhost/healthz', { headers: { 'x-request-id': `${'x'.repeat(80)} "level":60` } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[a-z0-9]+$/);
  });
});

describe('metrics', () => {
  test('/metrics is refused without the operator token, and counts requests by route pattern and cache lookups with it', async () => {
    expect((await server.app.request('http://localhost/metrics')).status).toBe(403);
    server.services.config.metricsToken = 'scrape-me';
    try {
      await server.app.request(`http://localhost/api/portal/api/v1/portal/v2/pages?schoolId=${SCHOOL}`);
      await server.app.request(`http://localhost/api/portal/api/v1/portal/v2/pages?schoolId=${SCHOOL}`);
      expect((await server.app.request('http://localhost/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
      const scraped = await server.app.request('http://localhost/metrics', { headers: { authorization: 'Bearer scrape-me' } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain('http_requests_total{method="GET",route="/api/portal/api/v1/portal/v2/pages",status="200"} 2');
      expect(text).toMatch(/read_cache_lookups\{result="hit"\} [1-9]/);
      expect(text).toMatch(/job_runs\{state="waiting"\} \d+/);
      expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/portal/api/v1/portal/v2/pages"}');
    } finally {
      server.services.config.metricsToken = undefined;
    }
  });
});

// The child processes below start on an in-memory PGlite whatever the pass: on the PostgreSQL pass they would only
// repeat the PGlite run, at the lowest priority beside the e2e run, where a 60 s start can starve (stop 39).
const onPostgresPass = Boolean(process.env.TEST_DATABASE_URL);

describe('starting in production', () => {
  test('refuses without a database, a session secret or a way to deliver codes, saying what to set', () => {
    const bare = loadConfig({ NODE_ENV: 'production' });
    const problems = startupProblems(bare, { NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*OIDC_ISSUER[\s\S]*SMTP_URL/);
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://academy@db/academy', SESSION_SECRET: 'x'.repeat(48), SMTP_URL: 'smtp://mail:25', OIDC_ISSUER: 'https://academy.example' };
    expect(startupProblems(loadConfig(env), env)).toEqual([]);
    expect(startupProblems(loadConfig({ NODE_ENV: 'development' }), {})).toEqual([]);
  });

  test.skipIf(onPostgresPass)('a production start without its settings exits with the reasons, before it listens', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('Cannot start: DATABASE_URL is not set');
  });

  test.skipIf(onPostgresPass)('SIGTERM stops a running server cleanly: it stops listening and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      // From the run's migrated database (globalSetup.ts), as every test server starts: a cluster made from nothing and
      // migrated took most of this test's 20 s.
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', PORT: '0', DATA_DIR: ':memory:', PGLITE_TEMPLATE: inject('pgliteTemplate'), UPLOAD_DIR: `/tmp/academy-shutdown-${process.pid}`, PUBLIC_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const listening = out.split('\n').map((line) => { try { return JSON.parse(line) as { msg?: string; port?: number }; } catch { return null; } }).find((entry) => entry?.msg === 'listening');
        if (listening?.port) resolve(listening.port);
      });
      child.on('exit', () => reject(new Error(`exited before listening: ${out}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    // Idle connections are kept longer than nginx keeps its upstream ones (60 s): never closed under its next request.
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(/read_cache_lookups\{result="miss"\} \d+/);
    expect(text).toContain('db_pool_connections{state="total"}');
    child.kill('SIGTERM');
    expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow(/fetch failed/);
  }, 60_000);
});
