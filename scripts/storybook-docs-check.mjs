#!/usr/bin/env node
// Checks the built Storybook's docs pages as an adopter reads them (issue 35, decision 0036): for each component
// below, its docs page lists at least MIN_PROPS props and every row of its props table has a description; Button's
// page is shorter than 5,000 px at 1280 px wide (story boxes take the height they need, not a screen each); and the
// English page stays left to right (<html dir> is never set to rtl by a story on it, however its stories are set).
// Serves storybook-static/ (or the folder given) itself; run after `npm run build-storybook`:
//   node scripts/storybook-docs-check.mjs [storybook-static]
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from './chromium.mjs';

const DOCS_PAGES = [
  'Button', 'TextField', 'Select', 'Tabs', 'DataTable', 'MonthCalendar', 'LoginBox', 'FeedbackDialog', 'Footer',
  'CertificateCard', 'CheckInCard', 'ConsentCard', 'LiveLectureCard', 'O3CardTile', 'PersonCard', 'ResourceCard',
];
const MIN_PROPS = 5;
const WIDTH = 1280;
const MAX_HEIGHT = { Button: 5_000 };
const TIMEOUT_MS = 30_000;

const root = process.argv[2] ?? 'storybook-static';
if (!existsSync(join(root, 'index.json'))) {
  console.error(`storybook docs check: no built Storybook in ${root}/ (run npm run build-storybook first)`);
  process.exit(1);
}
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// The component's docs entry, found by the last part of its sidebar title (Primitives/Button → Button).
const entries = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries);
const docsIdOf = (name) => entries.find((entry) => entry.type === 'docs' && entry.title.split('/').at(-1) === name)?.id;

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.mp4': 'video/mp4' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    // Cached: the pages share one bundle, fetched and compiled once for all of them.
    const headers = { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'max-age=600' };
    response.writeHead(200, headers).end(readFileSync(join(root, path === '/' ? 'index.html' : path)));
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

/** What the page shows once its stories have rendered and its height has stopped changing. */
async function readDocsPage(page, id) {
  await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
  await page.locator('.docblock-argstable tbody tr').first().waitFor({ timeout: TIMEOUT_MS });
  // Every story box has rendered (its AppProvider root is there: the story's loader has fetched its catalogue), and
  // the page height has held for 0.4 s (stories load parts lazily: a select's list, a dialog).
  await page.waitForFunction(
    () => {
      const stories = [...document.querySelectorAll('.docs-story')];
      if (!stories.every((story) => story.querySelector('[data-theme]'))) return false;
      const state = (window.docsCheckHeight ??= { height: 0, since: performance.now() });
      const height = document.documentElement.scrollHeight;
      if (height !== state.height) Object.assign(state, { height, since: performance.now() });
      return performance.now() - state.since > 400;
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  return page.evaluate(() => {
    // The first props table is the component's (a page may show more for subcomponents). A row is a prop when it has
    // a name cell and a description cell; section rows (a category's heading) span the table and are left out.
    const table = document.querySelector('.docblock-argstable');
    const rows = [...table.querySelectorAll('tbody tr')].filter((row) => row.children.length >= 3);
    const props = rows.map((row) => {
      const [name, about] = row.children;
      // The description cell holds the description, then the type; an undescribed prop has the type only.
      const parts = [...about.children].map((part) => part.textContent.trim()).filter(Boolean);
      return { name: name.textContent.replace(/\*$/, '').trim(), described: parts.length >= 2 };
    });
    return {
      props,
      height: document.documentElement.scrollHeight,
      htmlDir: document.documentElement.getAttribute('dir'),
      direction: getComputedStyle(document.querySelector('.sbdocs-content') ?? document.body).direction,
    };
  });
}

/** Reads one component's docs page and notes what is wrong with it; returns its summary line. */
async function checkPage(page, name) {
  const id = docsIdOf(name);
  if (!id) return void problems.push(`${name}: no docs page in the built Storybook`);
  const seen = await readDocsPage(page, id).catch((error) => ({ error }));
  if (seen.error) return void problems.push(`${name}: the docs page did not settle (${seen.error.message.split('\n')[0]})`);
  const undescribed = seen.props.filter((prop) => !prop.described).map((prop) => prop.name);
  const documented = seen.props.length - undescribed.length;
  if (documented < MIN_PROPS) problems.push(`${name}: ${documented} documented props, at least ${MIN_PROPS} wanted`);
  if (undescribed.length > 0) problems.push(`${name}: props without a description: ${undescribed.join(', ')}`);
  if (seen.height >= (MAX_HEIGHT[name] ?? Infinity)) problems.push(`${name}: the docs page is ${seen.height} px tall at ${WIDTH} px (under ${MAX_HEIGHT[name]} wanted)`);
  if (seen.htmlDir === 'rtl' || seen.direction !== 'ltr') problems.push(`${name}: the English docs page turned right to left (<html dir="${seen.htmlDir}">, content ${seen.direction})`);
  console.log(`  ${name.padEnd(16)} ${String(seen.props.length).padStart(2)} props, ${String(undescribed.length).padStart(2)} undescribed, ${String(seen.height).padStart(6)} px, <html dir=${seen.htmlDir ?? '(none)'}>`);
}

const problems = [];
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs });
try {
  // Two pages at once (the machines have two cores); each takes the next component from the queue.
  const queue = [...DOCS_PAGES];
  const worker = async () => {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
    page.on('pageerror', (error) => problems.push(`${page.url()}: page error ${error.message}`));
    for (let name = queue.shift(); name; name = queue.shift()) await checkPage(page, name);
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  server.close();
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`storybook docs check: FAILED (${seconds()} s)`);
  process.exit(1);
}
console.log(`storybook docs check: ${DOCS_PAGES.length} docs pages passed (${seconds()} s)`);
