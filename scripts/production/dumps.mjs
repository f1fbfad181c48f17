// pg_dump / pg_restore as the backup script and its test use them, plus a per-table fingerprint (row count and a
// hash of the rows) to compare a restored database with its original.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { ensurePgBin } from '../postgres.mjs';

/** Host, port, user and database as arguments; the password in PGPASSWORD, never on a command line. */
function connection(url) {
  const parsed = new URL(url);
  return {
    args: ['-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username), '-d', decodeURIComponent(parsed.pathname.slice(1))],
    env: { ...process.env, ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}) },
  };
}

function tool(name, args, env) {
  const result = spawnSync(join(ensurePgBin(), name), args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
}

/** A custom-format dump (compressed, restorable table by table) of `url`'s database into `file`; its size. */
export function dump(url, file) {
  const { args, env } = connection(url);
  tool('pg_dump', [...args, '--format=custom', '--file', file], env);
  return statSync(file).size;
}

/** Restores `file` into the (new, empty) database of `url`, owned by whoever connects; stops at the first error. */
export function restore(file, url) {
  const { args, env } = connection(url);
  tool('pg_restore', [...args, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], env);
}

/** { table: { rows, md5 } } for every table of the public schema, the rows hashed in a stable order. */
export async function fingerprints(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
    const result = {};
    for (const { table_name: table } of tables) {
      const { rows } = await client.query(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from "${table}" t`);
      result[table] = rows[0];
    }
    return result;
  } finally {
    await client.end();
  }
}
