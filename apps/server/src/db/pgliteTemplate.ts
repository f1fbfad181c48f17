import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate.ts';
import { wrapPglite } from './pglite.ts';

/** Writes a migrated, empty PGlite data folder as an uncompressed tar to `path` (for PGLITE_TEMPLATE). */
export async function writePgliteTemplate(path: string): Promise<void> {
  const pglite = await PGlite.create();
  await migrate(wrapPglite(pglite));
  writeFileSync(path, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
}
