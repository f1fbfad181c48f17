#!/usr/bin/env node
// Compiles the W3C DTCG token source in tokens/ into one typed module for the theme contract.
// Layers: primitive → semantic (base + one file per mode) → component; schools override a whitelist.
// Usage: node scripts/build-tokens.mjs [--check]   (--check fails when the generated file is stale)
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokensDir = join(root, 'tokens');
const outFile = join(root, 'packages/tokens/src/tokens.generated.ts');
const runtimeFile = join(root, 'packages/tokens/src/runtime.generated.ts');
const MODES = ['light', 'dark'];
const MODE_EXT = 'org.academy.mode';
const SCHOOL_EXT = 'org.academy.school';
const GENERIC_FAMILIES = new Set(['system-ui', '-apple-system', 'ui-monospace', 'sans-serif', 'serif', 'monospace']);

const readJson = (path) => JSON.parse(readFileSync(join(tokensDir, path), 'utf8'));
const fail = (message) => {
  console.error(`tokens: ${message}`);
  process.exit(1);
};

/** Flattens a DTCG tree into Map<path, {value, type, description, extensions}>, inheriting group $type. */
function flatten(tree, layer, into = new Map(), prefix = [], inheritedType) {
  const type = tree.$type ?? inheritedType;
  if ('$value' in tree) {
    const path = prefix.join('.');
    into.set(path, { value: tree.$value, type, description: tree.$description, extensions: tree.$extensions, layer });
    return into;
  }
  for (const [key, child] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    flatten(child, layer, into, [...prefix, key], type);
  }
  return into;
}

const REF = /^\{([^}]+)\}$/;

function resolve(path, tokens, seen = []) {
  const token = tokens.get(path);
  if (!token) fail(`unknown reference {${path}}${seen.length ? ` (from ${seen.at(-1)})` : ''}`);
  if (seen.includes(path)) fail(`circular reference ${[...seen, path].join(' → ')}`);
  const resolveValue = (value) => {
    if (typeof value === 'string' && REF.test(value)) return resolve(value.match(REF)[1], tokens, [...seen, path]).value;
    if (Array.isArray(value)) return value.flatMap((item) => resolveValue(item));
    return value;
  };
  return { ...token, value: resolveValue(token.value) };
}

function toCss(value, type, path) {
  switch (type) {
    case 'color':
      if (!/^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) fail(`${path}: colour must be #rrggbb or #rrggbbaa, got ${value}`);
      return value.toLowerCase();
    case 'fontFamily':
      return [value].flat().map((family) => (GENERIC_FAMILIES.has(family) ? family : `"${family}"`)).join(', ');
    case 'cubicBezier':
      return `cubic-bezier(${value.join(', ')})`;
    case 'shadow':
      return [value].flat().map((s) => `${s.offsetX} ${s.offsetY} ${s.blur} ${s.spread} ${s.color}`).join(', ');
    case 'dimension':
    case 'duration':
    case 'fontWeight':
    case 'number':
      return String(value);
    default:
      fail(`${path}: unsupported $type ${type}`);
  }
}

function setIn(target, path, value) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] ??= {};
  node[keys.at(-1)] = value;
}

const primitives = new Map();
for (const file of readdirSync(join(tokensDir, 'primitive')).sort()) flatten(readJson(`primitive/${file}`), 'primitive', primitives);
const base = flatten(readJson('semantic/base.json'), 'semantic');
const component = flatten(readJson('component/components.json'), 'component');
const modeTokens = Object.fromEntries(MODES.map((mode) => [mode, flatten(readJson(`semantic/${mode}.json`), 'semantic')]));

const [lightKeys, darkKeys] = MODES.map((mode) => [...modeTokens[mode].keys()].sort().join('\n'));
if (lightKeys !== darkKeys) fail('semantic/light.json and semantic/dark.json must define exactly the same tokens');

// The contract: every semantic and component token, resolved per mode into CSS strings.
const themes = {};
const docs = [];
for (const mode of MODES) {
  const all = new Map([...primitives, ...base, ...modeTokens[mode], ...component]);
  const tree = {};
  for (const [path, token] of all) {
    if (token.layer === 'primitive') continue;
    const resolved = resolve(path, all);
    setIn(tree, path, toCss(resolved.value, resolved.type, path));
    if (mode === 'light' || modeTokens.dark.has(path) || component.has(path)) {
      const raw = token.value;
      const entry = docs.find((doc) => doc.path === path) ?? { path, type: token.type, layer: token.layer, description: token.description ?? '', ref: {}, value: {} };
      entry.ref[mode] = typeof raw === 'string' && REF.test(raw) ? raw.slice(1, -1) : null;
      entry.value[mode] = toCss(resolved.value, resolved.type, path);
      if (!docs.includes(entry)) docs.push(entry);
    }
  }
  themes[mode] = tree;
}

const primitiveDocs = [...primitives].map(([path, token]) => ({ path, type: token.type, value: toCss(token.value, token.type, path) }));

// Schools: only whitelisted colour tokens, light value in $value and dark value in $extensions.
const whitelist = readJson('schools/whitelist.json').tokens;
const schools = [];
for (const file of readdirSync(join(tokensDir, 'schools')).filter((f) => f !== 'whitelist.json').sort()) {
  const source = readJson(`schools/${file}`);
  const meta = source.$extensions?.[SCHOOL_EXT];
  if (!meta?.id || !meta?.name) fail(`schools/${file}: $extensions["${SCHOOL_EXT}"] needs id and name`);
  const theme = { id: meta.id, name: meta.name, light: {}, dark: {} };
  for (const [path, token] of flatten(source, 'school')) {
    if (!(path in whitelist)) fail(`schools/${file}: ${path} is not on the school whitelist`);
    theme.light[path] = toCss(token.value, 'color', path);
    theme.dark[path] = toCss(token.extensions?.[MODE_EXT]?.dark ?? token.value, 'color', path);
  }
  schools.push(theme);
}
for (const path of Object.keys(whitelist)) if (!modeTokens.light.has(path)) fail(`whitelist names ${path}, which is not a semantic token`);

const json = (value) => JSON.stringify(value, null, 2);
const output = `// Generated by scripts/build-tokens.mjs from tokens/ (W3C DTCG). Do not edit: change the JSON and run npm run tokens:build.
/* eslint-disable */

/** Resolved semantic and component tokens per mode, as CSS values. The theme contract takes its shape from light. */
export const themeTokens = ${json(themes)} as const;

/** Every semantic and component token with its reference and value per mode, for the Foundations docs. */
export const tokenDocs: ReadonlyArray<{
  path: string;
  type: string;
  layer: 'semantic' | 'component';
  description: string;
  ref: Partial<Record<'light' | 'dark', string | null>>;
  value: Partial<Record<'light' | 'dark', string>>;
}> = ${json(docs)};

/** The primitive layer, for the Foundations docs only: components never read these. */
export const primitiveTokens: ReadonlyArray<{ path: string; type: string; value: string }> = ${json(primitiveDocs)};

/** Token paths a school may override at runtime, with what each colours. */
export const schoolTokenWhitelist = ${json(whitelist)} as const;

/** Sample school themes shipped as fixtures. */
export const sampleSchoolThemes = ${json(schools)} as const;
`;

// What components read at run time, in a module of its own: a bundler keeps a module whole, so these would
// otherwise bring the theme table and the docs into every page's first script.
const runtimeOutput = `// Generated by scripts/build-tokens.mjs from tokens/ (W3C DTCG). Do not edit: change the JSON and run npm run tokens:build.
/* eslint-disable */

/** The motion tokens (the same in every mode), for timers that must match them. */
export const motionTokens = ${json(themes.light.motion)} as const;

/** Token paths a school may override at runtime (their descriptions: schoolTokenWhitelist). */
export const schoolTokenPathList = ${json(Object.keys(whitelist))} as const;
`;

if (process.argv.includes('--check')) {
  for (const [file, text] of [[outFile, output], [runtimeFile, runtimeOutput]]) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) fail(`${file} is stale: run npm run tokens:build`);
  }
  console.log('tokens: generated modules are up to date');
} else {
  writeFileSync(outFile, output);
  writeFileSync(runtimeFile, runtimeOutput);
  console.log(`tokens: wrote ${outFile} (${docs.length} semantic/component tokens, ${primitiveDocs.length} primitives, ${schools.length} school themes)`);
}
