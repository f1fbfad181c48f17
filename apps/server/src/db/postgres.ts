import { Client, Pool, types, type PoolClient } from 'pg';
import type { Database, Queryable, Row } from './types.ts';

// BIGINT and NUMERIC arrive as strings from node-postgres; counts and ratings fit in a double.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));

const milliseconds = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);

/**
 * A PostgreSQL server through a connection pool (DATABASE_URL). Nothing waits forever: a connection comes within
 * DB_CONNECT_TIMEOUT_MS, a statement ends within DB_STATEMENT_TIMEOUT_MS (the server cancels it) and a row lock is
 * had within DB_LOCK_TIMEOUT_MS; each failure answers 503 with Retry-After (db/unavailable.ts).
 */
export async function openPostgres(url: string): Promise<Database> {
  const statementTimeout = milliseconds('DB_STATEMENT_TIMEOUT_MS', 10_000);
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: milliseconds('DB_CONNECT_TIMEOUT_MS', 3_000),
    statement_timeout: statementTimeout,
    lock_timeout: milliseconds('DB_LOCK_TIMEOUT_MS', 5_000),
    // A transaction left open by a stuck request must not hold its locks for ever.
    idle_in_transaction_session_timeout: statementTimeout * 3,
    // Client side too: a server that stopped answering (network gone) does not get the chance to cancel.
    query_timeout: statementTimeout + 2_000,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled it would end the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const wrap = (runner: Pick<PoolClient, 'query'>): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query(sql, params);
      return result.rows as T[];
    },
  });
  const listeners: Client[] = [];
  let closed = false;
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
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onReconnect) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const connect = async (): Promise<void> => {
        const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
        listeners.push(client);
        const retry = () => {
          listeners.splice(listeners.indexOf(client), 1);
          void client.end().catch(() => {});
          if (closed) return;
          // The database went away: listen again once it is back, and forget what may have changed meanwhile.
          setTimeout(() => void connect().then(onReconnect, retry), 1_000).unref();
        };
        client.on('error', retry);
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        await client.connect();
        await client.query(`listen ${channel}`);
      };
      await connect();
    },
    async close() {
      closed = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
