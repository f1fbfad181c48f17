import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { writePgliteTemplate } from '../src/db/pgliteTemplate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data folder (tar) that each file's in-memory database starts from. */
    pgliteTemplate: string;
    /** On TEST_DATABASE_URL: a migrated database that each file's database is created from (`template`). */
    postgresTemplate: string | null;
  }
}

/** A database name of ours: letters, digits and underscores only, so it can be written into SQL as it is. */
const MIGRATED_DATABASE = 'academy_migrated';

/**
 * Migrates once for the whole run: every test file's throwaway server starts from a copy of the migrated schema
 * (PGlite: the dumped data folder; PostgreSQL: `create database … template`) instead of migrating from nothing.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'academy-pglite-template-'));
  const path = join(folder, 'migrated.tar');
  await writePgliteTemplate(path);
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', await migratedPostgres(process.env.TEST_DATABASE_URL));
  return () => rmSync(folder, { recursive: true, force: true });
}

async function migratedPostgres(admin: string | undefined): Promise<string | null> {
  if (!admin) return null;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${MIGRATED_DATABASE}`);
  await client.query(`create database ${MIGRATED_DATABASE}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${MIGRATED_DATABASE}`;
  // Closed again before any file copies it: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openPostgres(url.toString());
  await migrate(db);
  await db.close();
  return MIGRATED_DATABASE;
}
