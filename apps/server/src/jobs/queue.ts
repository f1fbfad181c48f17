import type { Queryable } from '../db/index.ts';

/** One run of a job, as claimed by a worker. */
export type JobRow = { id: string; name: string; key: string; attempts: number };

/** After this many failed attempts a run is left failed (kept with its last error) instead of tried again. */
export const MAX_ATTEMPTS = 5;

/** Adds a run unless one with the same name and key exists (every instance may ask; one row results). */
export async function enqueue(db: Queryable, name: string, key: string, runAt = new Date()): Promise<boolean> {
  const rows = await db.query('insert into jobs (name, key, run_at) values ($1, $2, $3) on conflict (name, key) do nothing returning id', [name, key, runAt]);
  return rows.length > 0;
}

/**
 * Takes the next due run of one of `names` (the jobs this instance knows: during a rolling deploy an older instance
 * leaves a newer job to the newer ones) for `worker` for `leaseMs`: a worker that dies mid-run loses it when the
 * lease ends and another takes it over. SKIP LOCKED: two workers asking at once get different runs, never the same.
 */
export async function claimNext(db: Queryable, worker: string, leaseMs: number, names: string[]): Promise<JobRow | null> {
  const rows = await db.query<JobRow>(
    `update jobs set locked_by = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
      where id = (
        select id from jobs
         where name = any($3) and done_at is null and failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
         order by run_at, id limit 1 for update skip locked)
      returning id::text as id, name, key, attempts`,
    [worker, leaseMs / 1000, names],
  );
  return rows[0] ?? null;
}

/** Marks a run done, only if this worker still holds it (a run whose lease ran out belongs to its new worker). */
export async function complete(db: Queryable, job: JobRow, worker: string): Promise<void> {
  await db.query('update jobs set done_at = now(), locked_until = null, last_error = null where id = $1 and locked_by = $2', [job.id, worker]);
}

/** A failed attempt: tried again later (backing off) until MAX_ATTEMPTS, then left failed with its error. */
export async function fail(db: Queryable, job: JobRow, worker: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const backoffSeconds = 2 ** job.attempts * 5;
  await db.query(
    `update jobs set locked_until = null, last_error = $3,
            failed_at = case when attempts >= $4 then now() end,
            run_at = now() + make_interval(secs => $5)
      where id = $1 and locked_by = $2`,
    [job.id, worker, message, MAX_ATTEMPTS, backoffSeconds],
  );
}

/** Runs waiting (due and not taken) and failed for good: the figures /metrics shows. */
export async function queueStats(db: Queryable): Promise<{ waiting: number; failed: number }> {
  const [row] = await db.query<{ waiting: number; failed: number }>(
    `select count(*) filter (where done_at is null and failed_at is null and run_at <= now())::int as waiting,
            count(*) filter (where failed_at is not null)::int as failed
       from jobs`,
  );
  return row ?? { waiting: 0, failed: 0 };
}
