#!/usr/bin/env node
// Builds the installable packages (decision 0031): @academy/tokens and @academy/ui, each to packages/<name>/dist as a
// package of its own — JavaScript (ES modules), the library's CSS, .d.ts types, the library's messages in the 12
// languages, a package.json with an `exports` map, README and CHANGELOG. `npm pack packages/ui/dist` makes the tarball.
// The workspace itself keeps importing the sources (packages/*/package.json), so the portal and Storybook never wait
// for this build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const workspaceVersion = (name) => readJson(join(root, 'packages', name, 'package.json')).version;

/** The workspace packages bundled into @academy/ui (not published on their own): the pure rules. */
const BUNDLED = ['@academy/rules'];

/** Bare imports of these packages (and their subpaths) stay imports: the consumer installs them. */
function externalTo(names) {
  return (id) => names.some((name) => id === name || id.startsWith(`${name}/`));
}

async function buildLibrary({ name, entries, external, css }) {
  const packageDir = join(root, 'packages', name);
  const outDir = join(packageDir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    plugins: css ? [vanillaExtractPlugin()] : [],
    build: {
      outDir,
      target: 'es2022',
      sourcemap: true,
      minify: false,
      reportCompressedSize: false,
      lib: { entry: entries, formats: ['es'], ...(css ? { cssFileName: 'style' } : {}) },
      rolldownOptions: { external: externalTo(external) },
    },
  });
  return outDir;
}

/**
 * The .d.ts of the package's sources (TypeScript's own emit), with the workspace's habits undone for a consumer:
 * relative imports end in .js, and a bundled workspace package is imported from its types inside this package.
 */
function emitTypes(name, outDir) {
  const typesDir = join(outDir, 'types');
  const config = join(outDir, 'tsconfig.types.json');
  const sources = [name, ...(name === 'ui' ? BUNDLED.map((pkg) => pkg.replace('@academy/', '')) : [])];
  writeFileSync(config, JSON.stringify({
    extends: join(root, 'tsconfig.json'),
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: join(root, 'packages'), outDir: typesDir, types: ['vite/client'] },
    include: sources.map((source) => join(root, 'packages', source, 'src')),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/src/test/**', '**/src/fixtures/**', '**/src/docs/**'].map((pattern) => join(root, 'packages', pattern)),
  }));
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', config], { stdio: 'inherit' });
  rmSync(config);
  for (const file of walk(typesDir)) {
    if (!file.endsWith('.d.ts')) continue;
    let text = readFileSync(file, 'utf8').replace(/(from\s+|import\(\s*)'(\.{1,2}\/[^']+?)\.tsx?'/g, "$1'$2.js'");
    for (const pkg of BUNDLED) {
      const target = relative(dirname(file), join(typesDir, pkg.replace('@academy/', ''), 'src', 'index.js'));
      text = text.replaceAll(`'${pkg}'`, `'${target.startsWith('.') ? target : `./${target}`}'`);
    }
    writeFileSync(file, text);
  }
}

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The library's own messages (ids `ui.…`) of every language, from the compiled catalogues, one JSON file each. */
function writeMessages(outDir) {
  const compiled = join(root, 'packages/i18n/compiled');
  if (!existsSync(join(compiled, 'en_US.json'))) throw new Error('No compiled catalogues: run npm run i18n:compile');
  mkdirSync(join(outDir, 'messages'));
  const locales = readdirSync(compiled).filter((file) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(file));
  for (const file of locales) {
    const all = readJson(join(compiled, file));
    writeFileSync(join(outDir, 'messages', file), JSON.stringify(Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith('ui.')))));
  }
  return locales.length;
}

function writeManifest(name, outDir, manifest) {
  const source = readJson(join(root, 'packages', name, 'package.json'));
  const { private: _private, exports: _exports, devDependencies: _dev, ...kept } = source;
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify({ ...kept, ...manifest, license: 'MIT' }, null, 2)}\n`);
  for (const doc of ['README.md', 'CHANGELOG.md']) {
    const path = join(root, 'packages', name, doc);
    if (existsSync(path)) cpSync(path, join(outDir, doc));
  }
}

// ——— @academy/tokens: framework-free values, the school whitelist and the contrast check ———
const tokensOut = await buildLibrary({ name: 'tokens', entries: { index: 'src/index.ts' }, external: [] });
emitTypes('tokens', tokensOut);
writeManifest('tokens', tokensOut, {
  exports: { '.': { types: './types/tokens/src/index.d.ts', import: './index.js' } },
  types: './types/tokens/src/index.d.ts',
  files: ['*.js', '*.js.map', 'types', 'README.md', 'CHANGELOG.md'],
  sideEffects: false,
});

// ——— @academy/ui: the components, their CSS, types and messages ———
const ui = readJson(join(root, 'packages/ui/package.json'));
const uiDependencies = Object.fromEntries(Object.entries(ui.dependencies).filter(([dependency]) => !dependency.startsWith('@academy/') && !(dependency in ui.peerDependencies)));
const uiOut = await buildLibrary({
  name: 'ui',
  entries: { index: 'src/index.ts', fonts: 'src/theme/fonts.ts' },
  external: ['@academy/tokens', 'react', 'react-dom', ...Object.keys(uiDependencies)],
  css: true,
});
emitTypes('ui', uiOut);
const languages = writeMessages(uiOut);
writeManifest('ui', uiOut, {
  exports: {
    '.': { types: './types/ui/src/index.d.ts', import: './index.js' },
    './style.css': './style.css',
    './fonts': { import: './fonts.js' },
    './messages/*.json': './messages/*.json',
  },
  types: './types/ui/src/index.d.ts',
  files: ['*.js', '*.js.map', 'style.css', 'types', 'messages', 'README.md', 'CHANGELOG.md'],
  sideEffects: ['*.css', './fonts.js'],
  dependencies: { '@academy/tokens': workspaceVersion('tokens'), ...uiDependencies },
  peerDependencies: ui.peerDependencies,
});
console.log(`built @academy/tokens → ${relative(root, tokensOut)}, @academy/ui → ${relative(root, uiOut)} (${languages} languages of messages)`);
