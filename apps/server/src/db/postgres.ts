import { Pool, types, type PoolClient } from 'pg';
import type { Database, Queryable, Row } from './types.ts';

// BIGINT and NUMERIC arrive as strings from node-postgres; counts and ratings fit in a double.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  await pool.query('select 1');
  const wrap = (runner: Pick<PoolClient, 'query'>): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query(sql, params);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
