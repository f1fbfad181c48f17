import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';
import { claimNext, complete, enqueue, fail, type JobRow } from './queue.ts';

/** A job: what to do, and (for periodic ones) how often. Its run may happen on any instance, once per period. */
export type JobDefinition = { name: string; everyMs?: number; run: (db: Queryable, job: JobRow) => Promise<unknown> };

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void };

export type JobRunner = { tick(): Promise<number>; stop(): Promise<void>; worker: string };

/**
 * Every `tickMs` each instance enqueues the current period of each periodic job (the unique key keeps one row for
 * all instances) and works through the due runs it can claim. The timer only asks; the queue decides who works.
 */
export function startJobRunner(db: Database, jobs: JobDefinition[], options: { tickMs?: number; log?: Log; start?: boolean } = {}): JobRunner {
  const worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let running: Promise<number> | null = null;
  // Set by stop() while a pass runs: the pass ends after the run in hand.
  const state = { stopped: false };

  async function work(): Promise<number> {
    const now = Date.now();
    for (const job of jobs) {
      if (job.everyMs) await enqueue(db, job.name, String(Math.floor(now / job.everyMs)), new Date(now));
    }
    let done = 0;
    while (!state.stopped) {
      const run = await claimNext(db, worker, 60_000, [...byName.keys()]);
      if (!run) break;
      const definition = byName.get(run.name)!;
      try {
        const result = await definition.run(db, run);
        await complete(db, run, worker);
        options.log?.info({ job: run.name, key: run.key, result }, 'job done');
        done += 1;
      } catch (error) {
        await fail(db, run, worker, error);
        options.log?.warn({ job: run.name, key: run.key, attempt: run.attempts, error: String(error) }, 'job failed');
      }
    }
    return done;
  }

  /** One pass at a time per instance; a pass that fails (database away) just waits for the next tick. */
  function tick(): Promise<number> {
    running ??= work()
      .catch((error: unknown) => {
        options.log?.warn({ error: String(error) }, 'job pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = options.start === false ? null : setInterval(() => void tick(), options.tickMs ?? 60_000);
  timer?.unref();
  return {
    worker,
    tick,
    async stop() {
      state.stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
