import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './types.ts';

/**
 * An in-memory database starts from PGLITE_TEMPLATE when set: a data folder dumped (uncompressed tar) after the
 * migrations. Loading it takes about a second; creating a cluster from nothing (initdb in WASM) and migrating it take
 * several, once per throwaway server of the tests. The migrations still run after it and apply what it lacks.
 */
function template(): Blob | undefined {
  const path = process.env.PGLITE_TEMPLATE;
  return path ? new Blob([readFileSync(path)]) : undefined;
}

/** Embedded PostgreSQL (WASM): data in a folder, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create({ loadDataDir: template() });
  return wrapPglite(db);
}

export function wrapPglite(db: PGlite): Database {
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
