#!/usr/bin/env node
// The component library's size per entry: each component folder (and the whole index) bundled on its own with
// Vite in library mode, minified, gzip -9. React, react-dom, react-aria(-components), react-intl and DOMPurify are
// external (every app already has them); our tokens, rules and styles count. Figures, not gates.
//   node scripts/bench-library.mjs [ComponentName…]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = new URL('..', import.meta.url).pathname;
const componentsDir = join(root, 'packages/ui/src/components');
const wanted = process.argv.slice(2);
const entries = [
  ...readdirSync(componentsDir).filter((name) => !wanted.length || wanted.includes(name)).map((name) => [name, join(componentsDir, name, 'index.ts')]),
  ...(wanted.length ? [] : [['(whole library)', join(root, 'packages/ui/src/index.ts')]]),
];
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria($|\/)/, /^react-aria-components($|\/)/, /^@react-aria\//, /^@react-stately\//, /^react-intl($|\/)/, /^dompurify$/];

const rows = [];
for (const [name, entry] of entries) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' }, rollupOptions: { external }, minify: true, cssCodeSplit: false, reportCompressedSize: false },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const size = (kind) => files.filter((file) => file.fileName.endsWith(kind)).reduce((sum, file) => sum + gzipSync(file.type === 'chunk' ? file.code : file.source, { level: 9 }).length, 0);
  rows.push({ entry: name, 'JS gzip KB': (size('.js') / 1024).toFixed(1), 'CSS gzip KB': (size('.css') / 1024).toFixed(1) });
}
console.table(rows);
