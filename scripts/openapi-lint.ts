// Lints the API description the server serves (/api/openapi.json, generated from packages/contract) with Redocly's
// recommended rules and the repository's redocly.yaml: exits non-zero on any error. `npm run openapi:lint`.
// apps/server/test/http/openapiLint.test.ts runs the same on the served document.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openApiDocument } from '../packages/contract/src/index.ts';

const root = resolve(import.meta.dirname, '..');

/** Runs `redocly lint` on a document: its exit status and the summary it printed. */
export function lintOpenApi(document: unknown): { status: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=summary', '--max-problems', '1000'], { encoding: 'utf8' });
    return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { status, output } = lintOpenApi(openApiDocument());
  console.log(output.split('\n').filter((line) => /^(error|warning)\b|valid|Validation/.test(line)).join('\n'));
  process.exit(status);
}
