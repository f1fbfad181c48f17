// @postgres-pass: several instances claiming the same job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/server.ts';
import { startJobRunner, type JobDefinition } from '../src/jobs/runner.ts';
import { claimNext, enqueue, MAX_ATTEMPTS, queueStats } from '../src/jobs/queue.ts';
import { cleanupExpired } from '../src/jobs/cleanup.ts';
import { serverJobs } from '../src/jobs/definitions.ts';
import { startTestServer } from './harness.ts';

/** Two instances' runners on one database (their own workers; on PostgreSQL, concurrent connections of the pool). */
describe('background jobs run once across instances', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.db.close();
  });

  const pause = () => new Promise((resolve) => setImmediate(resolve));

  it('a periodic job runs once per period however many instances tick, at once or again', async () => {
    const runs: string[] = [];
    const hourly: JobDefinition = { name: 'test-hourly', everyMs: 3_600_000, run: async (_, job) => { runs.push(job.key); await pause(); } };
    const [a, b] = [startJobRunner(server.db, [hourly], { start: false }), startJobRunner(server.db, [hourly], { start: false })];
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toEqual([String(Math.floor(Date.now() / 3_600_000))]);
  });

  it('twenty runs enqueued are each done exactly once by two workers working at the same time', async () => {
    const done: string[] = [];
    const job: JobDefinition = { name: 'test-once', run: async (_, run) => { done.push(run.key); await pause(); } };
    for (let i = 0; i < 20; i += 1) await enqueue(server.db, 'test-once', `k${i}`);
    expect(await enqueue(server.db, 'test-once', 'k0')).toBe(false);
    const [a, b] = [startJobRunner(server.db, [job], { start: false }), startJobRunner(server.db, [job], { start: false })];
    const [byA, byB] = await Promise.all([a.tick(), b.tick()]);
    expect(byA + byB).toBe(20);
    expect(done.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`).toSorted());
  });

  it('a failing run is tried again later, and after the last attempt is kept failed with its error', async () => {
    const job: JobDefinition = { name: 'test-failing', run: async () => { throw new Error('mail server refused'); } };
    await enqueue(server.db, 'test-failing', 'only');
    const runner = startJobRunner(server.db, [job], { start: false });
    await runner.tick();
    const [first] = await server.db.query<{ attempts: number; last_error: string; failed: boolean; later: boolean }>(
      "select attempts, last_error, failed_at is not null as failed, run_at > now() as later from jobs where name = 'test-failing'",
    );
    expect(first).toEqual({ attempts: 1, last_error: 'mail server refused', failed: false, later: true });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await server.db.query("update jobs set run_at = now() - interval '1 second' where name = 'test-failing'");
      await runner.tick();
    }
    const [last] = await server.db.query<{ attempts: number; failed: boolean }>("select attempts, failed_at is not null as failed from jobs where name = 'test-failing'");
    expect(last).toEqual({ attempts: MAX_ATTEMPTS, failed: true });
    expect((await queueStats(server.db)).failed).toBeGreaterThanOrEqual(1);
  });

  it('a run whose worker died is taken over when its lease ends, and the dead worker cannot finish it', async () => {
    await enqueue(server.db, 'test-lease', 'one');
    const taken = await claimNext(server.db, 'dead-worker', 60_000, ['test-lease']);
    expect(taken?.name).toBe('test-lease');
    expect(await claimNext(server.db, 'other', 60_000, ['test-lease'])).toBeNull();
    await server.db.query("update jobs set locked_until = now() - interval '1 second' where name = 'test-lease'");
    const done: string[] = [];
    await startJobRunner(server.db, [{ name: 'test-lease', run: async (_, run) => done.push(run.key) }], { start: false }).tick();
    expect(done).toEqual(['one']);
    const [row] = await server.db.query<{ done: boolean; attempts: number }>("select done_at is not null as done, attempts from jobs where name = 'test-lease'");
    expect(row).toEqual({ done: true, attempts: 2 });
  });

  it('the hourly clean-up deletes what expired over a day ago and keeps what is still of use', async () => {
    await server.db.query(
      `insert into verification_codes (channel, target, code_hash, expires_at) values
         ('sms', '13800009991', 'old', now() - interval '2 days'), ('sms', '13800009992', 'fresh', now() + interval '5 minutes'),
         ('sms', '13800009993', 'lately', now() - interval '1 hour')`,
    );
    await server.db.query("insert into rate_limits (key, window_start, hits) values ('test:old', now() - interval '3 days', 4), ('test:now', now(), 1)");
    const deleted = await cleanupExpired(server.db);
    expect(deleted.verification_codes).toBe(1);
    const left = await server.db.query<{ code_hash: string }>("select code_hash from verification_codes where target like '1380000999%' order by code_hash");
    expect(left.map((row) => row.code_hash)).toEqual(['fresh', 'lately']);
    expect((await server.db.query("select key from rate_limits where key like 'test:%'")).map((row) => row.key)).toEqual(['test:now']);
    expect(serverJobs.map((job) => job.name)).toContain('cleanup-expired');
  });

  it('the hourly run forgets registration drafts nobody touched for a day', async () => {
    await server.db.query(
      `insert into registration_drafts (user_id, kind, form, updated_at) values ('u-learner', 'academy', '{}', now() - interval '2 days'), ('u-lecturer', 'store', '{}', now())
       on conflict (user_id) do update set updated_at = excluded.updated_at`,
    );
    const abandoned = serverJobs.find((job) => job.name === 'abandoned-registrations')!;
    await enqueue(server.db, abandoned.name, 'test');
    await startJobRunner(server.db, [abandoned], { start: false }).tick();
    const left = await server.db.query<{ user_id: string }>("select user_id from registration_drafts where user_id in ('u-learner', 'u-lecturer')");
    expect(left.map((row) => row.user_id)).toEqual(['u-lecturer']);
  });
});
