import type { Queryable } from './types.ts';

/** Rows per statement: 500 rows of 20 columns stay far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts rows with one statement per ROWS_PER_STATEMENT (values as parameters): the demo seed writes hundreds of
 * rows per table, and one round trip per row was half of every test server's start. `table`, `columns` and `suffix`
 * (e.g. `on conflict do nothing`) are written by our code, never taken from a request.
 */
export async function insertRows(db: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], suffix = ''): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const tuples = chunk.map((row, index) => `(${row.map((_, column) => `$${index * columns.length + column + 1}`).join(', ')})`);
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} ${suffix}`, chunk.flat());
  }
}
