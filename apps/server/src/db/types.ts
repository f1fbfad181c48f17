/** The one data-access surface: parameterized SQL, the same on PGlite and on a PostgreSQL server. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of it is stored, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of a server's pool (absent for embedded PGlite, which has one). */
  poolStats?(): { total: number; idle: number; waiting: number };
  readonly kind: 'pglite' | 'postgres';
  /**
   * Messages on a channel from every process on the same database (PostgreSQL LISTEN/NOTIFY), on a connection of
   * its own that comes back after the server does (`onReconnect`: messages sent meanwhile are lost). Absent for
   * embedded PGlite: one process, nobody to hear from.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<void>;
}
