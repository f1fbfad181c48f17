#!/usr/bin/env node
// Backups of the local topology's database (the same commands work against any PostgreSQL given DATABASE_URL):
//   node scripts/production/backup.mjs backup                  → .prod/backups/academy-<time>.dump (pg_dump -Fc)
//   node scripts/production/backup.mjs restore [file] [--into name]
//        → pg_restore into a NEW database (academy_restored_<time> by default; the live one is never overwritten),
//          then every table's row count and content hash compared with the live database.
// Switching to a restored database is a change of DATABASE_URL and a rolling restart of the instances.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { superSql } from './cluster.mjs';
import { dump, fingerprints, restore } from './dumps.mjs';
import { DB_USER, databaseUrl, paths, ensureDirs } from './paths.mjs';

const [command = 'backup', ...args] = process.argv.slice(2);
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const source = process.env.DATABASE_URL ?? databaseUrl();

if (command === 'backup') {
  ensureDirs();
  const file = join(paths.backups, `academy-${stamp()}.dump`);
  const started = Date.now();
  const bytes = dump(source, file);
  const tables = await fingerprints(source);
  const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`backup: ${file}\n  ${Math.round(bytes / 1024)} KB, ${Object.keys(tables).length} tables, ${rows} rows, ${Date.now() - started} ms`);
} else if (command === 'restore') {
  const named = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--into');
  const file = named ?? join(paths.backups, readdirSync(paths.backups).filter((name) => name.endsWith('.dump')).sort().at(-1) ?? '');
  const into = args.includes('--into') ? args[args.indexOf('--into') + 1] : `academy_restored_${stamp().replace('-', '_')}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(into)) throw new Error(`--into must be a plain database name, not ${into}`);
  const started = Date.now();
  superSql(`create database ${into} owner ${DB_USER}`);
  restore(file, databaseUrl(into));
  console.log(`restore: ${file} → database ${into} in ${Date.now() - started} ms`);
  const [live, restored] = await Promise.all([fingerprints(source), fingerprints(databaseUrl(into))]);
  const rows = Object.keys({ ...live, ...restored }).map((table) => ({ table, 'rows now': live[table]?.rows ?? '-', 'rows restored': restored[table]?.rows ?? '-', 'same content': live[table]?.md5 === restored[table]?.md5 ? 'yes' : 'no' }));
  console.table(rows);
  console.log(`${rows.filter((row) => row['same content'] === 'yes').length} of ${rows.length} tables identical (tables written since the backup differ). Use it: DATABASE_URL=…/${into}, then restart the instances one by one.`);
} else {
  console.error('usage: backup.mjs backup | restore [file] [--into name]');
  process.exit(64);
}
