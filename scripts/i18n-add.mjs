#!/usr/bin/env node
// Adds translations to the 11 non-English catalogs in one read-modify-write per catalog, keys kept sorted.
// Input (file or - for stdin): { "<message id>": { "zh_CN": "…", "es_ES": "…", … all 11 locales } }
// English comes from the code: run `npm run i18n:extract` after adding messages, then this script.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['zh_CN', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR'];
const dir = new URL('../packages/i18n/catalogs/', import.meta.url).pathname;
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/i18n-add.mjs <translations.json | ->');
  process.exit(2);
}
const input = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
const english = JSON.parse(readFileSync(join(dir, 'en_US.json'), 'utf8'));

const problems = [];
for (const [id, byLocale] of Object.entries(input)) {
  if (!(id in english)) problems.push(`${id}: not in en_US.json (declare it in code and run npm run i18n:extract first)`);
  for (const locale of LOCALES) if (typeof byLocale[locale] !== 'string' || !byLocale[locale].trim()) problems.push(`${id}: missing ${locale}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

for (const locale of LOCALES) {
  const file = join(dir, `${locale}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, byLocale] of Object.entries(input)) catalog[id] = byLocale[locale];
  const sorted = Object.fromEntries(Object.keys(catalog).sort().map((id) => [id, catalog[id]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`i18n: added ${Object.keys(input).length} message(s) to ${LOCALES.length} catalogs`);
