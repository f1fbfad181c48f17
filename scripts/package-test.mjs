#!/usr/bin/env node
// The installable packages as an adopter gets them (decision 0031): builds @academy/tokens and @academy/ui, packs
// them (`npm pack`), installs the tarballs into a new Vite + React app outside the workspace, type-checks the app
// against the packages' .d.ts, builds it with the app's own Vite, and opens it in Chromium: a LoginBox in Arabic
// under a school's theme — right to left, the library's Arabic messages, the school's brand colour, no console error.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const installed = (name) => readJson(join(root, 'node_modules', name, 'package.json')).version;
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const started = performance.now();
const step = (text) => console.log(`package test (${((performance.now() - started) / 1000).toFixed(0)} s): ${text}`);

step('building the packages');
execFileSync('node', [join(root, 'scripts/build-packages.mjs')], { stdio: 'inherit' });

const work = mkdtempSync(join(tmpdir(), 'academy-package-'));
const app = join(work, 'consumer-app');
mkdirSync(join(app, 'src'), { recursive: true });
const tarballs = {};
for (const name of ['tokens', 'ui']) {
  const [packed] = JSON.parse(run('npm', ['pack', join(root, 'packages', name, 'dist'), '--pack-destination', work, '--json'], root));
  tarballs[`@academy/${name}`] = `file:${join(work, packed.filename)}`;
  step(`packed @academy/${name}: ${packed.filename}, ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`);
}

// The app a developer would start: Vite, React, TypeScript; the same versions the workspace uses.
writeFileSync(join(app, 'package.json'), JSON.stringify({
  name: 'consumer-app',
  private: true,
  type: 'module',
  dependencies: { ...tarballs, react: installed('react'), 'react-dom': installed('react-dom') },
  devDependencies: { vite: installed('vite'), '@types/react': installed('@types/react'), '@types/react-dom': installed('@types/react-dom') },
}, null, 2));
writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
  compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, resolveJsonModule: true, noEmit: true, skipLibCheck: false, types: [] },
  include: ['src'],
}, null, 2));
writeFileSync(join(app, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
writeFileSync(join(app, 'src', 'vite-env.d.ts'), "declare module '*.css';\n");
writeFileSync(join(app, 'src', 'main.tsx'), `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, LoginBox, type LoginBoxProps } from '@academy/ui';
import type { SchoolTheme } from '@academy/tokens';
import '@academy/ui/fonts';
import '@academy/ui/style.css';
import messages from '@academy/ui/messages/ar_SA.json';

const school: SchoolTheme = { id: 'oasis', name: 'Oasis Academy', light: { 'color.brand.primary': '#7a2e8c', 'color.brand.primaryHover': '#5f2370', 'color.brand.onPrimary': '#ffffff' } };

function SignIn() {
  const [method, setMethod] = useState<LoginBoxProps['method']>('sms');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  return <LoginBox method={method} onMethodChange={setMethod} account={account} onAccountChange={setAccount} code={code} onCodeChange={setCode} onSendCode={() => {}} onSubmit={() => {}} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider locale="ar_SA" messages={messages} school={school}>
      <SignIn />
    </AppProvider>
  </StrictMode>,
);
`);

step(`installing the tarballs into ${app}`);
run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
step('type-checking the app against the packages\' types (skipLibCheck off)');
run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
step('building the app with its own Vite');
run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.json': 'application/json' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = join(app, 'dist', path === '/' ? 'index.html' : path);
  try {
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs });
const problems = [];
try {
  const page = await browser.newPage();
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const sendCode = page.getByRole('button', { name: literal(readJson(join(root, 'packages/i18n/catalogs/ar_SA.json'))['ui.account.sendCode']) });
  await sendCode.waitFor({ timeout: 15_000 });
  const seen = await page.evaluate(() => {
    const themed = document.querySelector('[data-theme]');
    const button = [...document.querySelectorAll('button')].find((element) => getComputedStyle(element).backgroundColor === 'rgb(122, 46, 140)');
    return { dir: themed?.getAttribute('dir'), lang: themed?.getAttribute('lang'), htmlDir: document.documentElement.dir, brandButton: button?.textContent ?? null, textAlign: themed ? getComputedStyle(themed).direction : null };
  });
  if (seen.dir !== 'rtl' || seen.htmlDir !== 'rtl' || seen.textAlign !== 'rtl') problems.push(`not right to left: ${JSON.stringify(seen)}`);
  if (seen.lang !== 'ar-SA') problems.push(`lang is ${seen.lang}, not ar-SA`);
  if (!seen.brandButton) problems.push('no button wears the school\'s brand colour #7a2e8c');
  step(`rendered: ${JSON.stringify(seen)}`);
} finally {
  await browser.close();
  server.close();
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`package test: FAILED (the app is kept in ${app})`);
  process.exit(1);
}
// The app's node_modules holds every script's fonts: removed in the background, not on the test's clock.
spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
step('passed: packed, installed outside the workspace, type-checked, built and rendered in Arabic with a school theme');

/** A catalogue message that is plain text (no arguments), as the page shows it. */
function literal(message) {
  if (typeof message !== 'string' || /[{}]/.test(message)) throw new Error(`not a plain message: ${message}`);
  return message;
}
