import type { Queryable } from '../db/index.ts';
import { tooMany } from './errors.ts';
import type { Words } from './words.ts';

/**
 * Sliding-window estimate: the current fixed window's hits plus the previous window's, weighted by how much of
 * the previous window still lies within the last `windowSeconds`. A plain fixed window let a burst that straddles
 * a window boundary through twice (and made a test flaky when it ran across one).
 */
export function slidingHits(previous: number, current: number, elapsedSeconds: number, windowSeconds: number): number {
  const stillInside = Math.max(0, 1 - elapsedSeconds / windowSeconds);
  return current + previous * stillInside;
}

/**
 * Counter kept in the database (not in memory), so every instance shares the same limits.
 * Throws 429 with the message when more than `limit` hits fall in the last `windowSeconds`.
 */
export async function hit(db: Queryable, key: string, limit: number, windowSeconds: number, message: Words): Promise<void> {
  const [row] = await db.query<{ current: number; previous: number | null; elapsed: number }>(
    `with counted as (
       insert into rate_limits (key, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1
       returning window_start, hits
     )
     select counted.hits as current, earlier.hits as previous,
            extract(epoch from now() - counted.window_start)::float8 as elapsed
       from counted
       left join rate_limits earlier on earlier.key = $1 and earlier.window_start = counted.window_start - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  if (!row) return;
  if (slidingHits(Number(row.previous ?? 0), Number(row.current), Number(row.elapsed), windowSeconds) > limit) throw tooMany(message);
}
