import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './types.ts';

/** Embedded PostgreSQL (WASM): data in a folder, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  const wrap = (runner: { query: PGlite['query'] }): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
