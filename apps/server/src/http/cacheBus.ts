import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import type { MicroCache } from './microCache.ts';

const CHANNEL = 'academy_cache_clear';

/**
 * Keeps every instance's read cache honest: a clear here is announced on the database (NOTIFY, carrying this
 * instance's id), and an announcement from another instance clears this one. On embedded PGlite there is one
 * process and nothing to do.
 */
export async function connectCacheBus(db: Database, cache: MicroCache, log: { warn(object: object, message: string): void }): Promise<void> {
  if (!db.listen) return;
  const instance = randomUUID();
  await db.listen(CHANNEL, (from) => {
    if (from !== instance) cache.clearHere();
  }, () => cache.clearHere());
  cache.onClear = () => {
    db.query('select pg_notify($1, $2)', [CHANNEL, instance]).catch((error: unknown) => log.warn({ err: error }, 'cache clear not announced'));
  };
}
