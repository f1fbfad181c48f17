#!/usr/bin/env node
// Production build of the API server: apps/server/src/main.ts bundled by esbuild into apps/server/dist/main.mjs, so
// production runs plain JavaScript (no transpiling at start). Our workspace packages (@academy/*, TypeScript
// sources) are bundled in; third-party packages stay external and load from node_modules as usual (PGlite's WASM,
// pino, pg…). The SQL migrations and the message catalogues are copied next to the bundle, where db/migrate.ts and
// seed/agreements.ts look first.
//   node scripts/build-server.mjs        (npm run build:server)
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');
const outdir = join(server, 'dist');

/** Bare imports other than our own workspace packages are left to Node's resolution at run time. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@academy/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: join(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
  metafile: true,
});
// Bundled code that calls require() (a CommonJS file of ours) would need a createRequire banner; none does today.
if (readFileSync(join(outdir, 'main.mjs'), 'utf8').includes('__require(')) throw new Error('main.mjs calls require(): add a createRequire banner to scripts/build-server.mjs');
cpSync(join(server, 'migrations'), join(outdir, 'migrations'), { recursive: true });
// The demo's agreements (seed/agreements.ts) are read from the catalogues when the server seeds.
cpSync(join(root, 'packages/i18n/catalogs'), join(outdir, 'catalogs'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`apps/server/dist/main.mjs built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with its source map), migrations and catalogues copied`);
