#!/usr/bin/env node
// Compiles packages/i18n/catalogs/*.json (formatjs "simple" format: id → ICU message) into pre-parsed ASTs
// with formatjs's own parser, so the app ships no ICU parser; also writes the pseudo-locale from en_US.
// Each catalogue is written whole (Storybook, tests) and in parts (the portal): core, which every page loads, and
// one part per message area of packages/i18n/areas.json, loaded with the pages that use it.
import { existsSync, readFileSync, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogsDir = join(root, 'packages/i18n/catalogs');
const compiledDir = join(root, 'packages/i18n/compiled');
mkdirSync(compiledDir, { recursive: true });

const ACCENTS = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ü', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const VOWELS = new Set('aeiouAEIOU');

/** Accents every letter and doubles vowels: about 40 % longer English that is still readable. */
const pseudoText = (text) => [...text].map((ch) => (ACCENTS[ch] ?? ch).repeat(VOWELS.has(ch) ? 2 : 1)).join('');

function pseudoElements(elements) {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.options) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options };
    }
    if (element.children) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

const readCatalog = (file) => JSON.parse(readFileSync(join(catalogsDir, file), 'utf8'));
const compile = (catalog, file) =>
  Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
      }
    }),
  );

const { $comment: _, ...areas } = JSON.parse(readFileSync(join(root, 'packages/i18n/areas.json'), 'utf8'));
const areaOf = (id) => Object.keys(areas).find((area) => areas[area].some((prefix) => id.startsWith(prefix))) ?? 'core';
const partsDir = join(compiledDir, 'parts');
mkdirSync(partsDir, { recursive: true });

/**
 * Writes a file only when its text changed: `npm test` compiles at its start and the e2e build compiles again while
 * other phases may be reading the files (scripts/test.mjs), so an unchanged file is never rewritten under a reader.
 */
function writeChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

/** Writes a compiled catalogue whole and in its area parts (every area gets a file, even an empty one). */
function write(name, compiled) {
  writeChanged(join(compiledDir, `${name}.json`), JSON.stringify(compiled));
  const parts = Object.fromEntries(['core', ...Object.keys(areas)].map((part) => [part, {}]));
  for (const [id, ast] of Object.entries(compiled)) parts[areaOf(id)][id] = ast;
  for (const [part, messages] of Object.entries(parts)) writeChanged(join(partsDir, `${name}.${part}.json`), JSON.stringify(messages));
}

const files = readdirSync(catalogsDir).filter((file) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(file));
for (const file of files) write(file.replace(/\.json$/, ''), compile(readCatalog(file), file));

const english = compile(readCatalog('en_US.json'), 'en_US.json');
const pseudo = Object.fromEntries(
  Object.entries(english).map(([id, ast]) => [id, [{ type: TYPE.literal, value: '⟦' }, ...pseudoElements(ast), { type: TYPE.literal, value: '⟧' }]]),
);
write('pseudo', pseudo);
console.log(`i18n: compiled ${files.length} catalogs and the pseudo-locale into ${compiledDir}`);
