import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './types.ts';

/**
 * The SQL files: apps/server/migrations seen from src/db, or the copy that scripts/build-server.mjs puts next to the
 * built dist/main.mjs (MIGRATIONS_DIR overrides both).
 */
const BUILT_COPY = join(import.meta.dirname, 'migrations');
const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? (existsSync(BUILT_COPY) ? BUILT_COPY : join(import.meta.dirname, '../../migrations'));

/** Applies the versioned SQL files in migrations/ that this database has not seen, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
  const applied = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version));
  const pending = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && !applied.has(file)).sort();
  for (const file of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      // A second instance starting at the same moment waits here instead of applying the file twice.
      await tx.query('select pg_advisory_xact_lock(4242)');
      const done = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (done.length) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
  }
  return pending;
}

/** Migration files this database has not applied yet (none means its schema is current). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const applied = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version));
  return readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && !applied.has(file)).sort();
}

/** Our migrations use plain statements separated by semicolons at line ends (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
