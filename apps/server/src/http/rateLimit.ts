import type { Queryable } from '../db/index.ts';
import { tooMany } from './errors.ts';

/**
 * Fixed-window counter kept in the database (not in memory), so every instance shares the same limits.
 * Throws 429 with the message when the limit is passed.
 */
export async function hit(db: Queryable, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const [row] = await db.query<{ hits: number }>(
    `insert into rate_limits (key, window_start, hits)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1
     returning hits`,
    [key, windowSeconds],
  );
  if ((row?.hits ?? 0) > limit) throw tooMany(message);
}

export async function count(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    'select hits from rate_limits where key = $1 and window_start = to_timestamp(floor(extract(epoch from now()) / $2) * $2)',
    [key, windowSeconds],
  );
  return row?.hits ?? 0;
}
