import { mkdirSync } from 'node:fs';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { migrate } from './migrate.ts';
import type { Database } from './types.ts';

export type { Database, Queryable, Row } from './types.ts';

/** DATABASE_URL → that PostgreSQL server; otherwise embedded PGlite in DATA_DIR (or memory for tests). Migrated. */
export async function openDatabase({ url, dataDir }: { url?: string; dataDir?: string }): Promise<Database> {
  let db: Database;
  if (url) db = await openPostgres(url);
  else {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    db = await openPglite(dataDir);
  }
  await migrate(db);
  return db;
}
