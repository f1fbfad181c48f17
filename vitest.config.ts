import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { BrowserCommand } from 'vitest/node';
// @ts-expect-error -- plain ESM helper shared with the scripts, no types
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
// @ts-expect-error -- plain ESM helper shared with the scripts, no types
import { testFilesSaying } from './scripts/test-files.mjs';

/** Pre-bundled once, or Vite re-optimises mid-run and reloads the tests. */
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-aria-components',
    'react-aria',
    'react-intl',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/dynamic',
    'axe-core',
    '@testing-library/react',
    '@testing-library/user-event',
    '@storybook/react-vite',
    'storybook/test',
    // The rich-text editor (loaded lazily by its stories): pre-bundled up front, or the first run re-optimises mid-run.
    'lexical',
    '@lexical/html',
    '@lexical/link',
    '@lexical/list',
    '@lexical/utils',
    '@lexical/react/LexicalComposer',
    '@lexical/react/LexicalComposerContext',
    '@lexical/react/LexicalContentEditable',
    '@lexical/react/LexicalErrorBoundary',
    '@lexical/react/LexicalHistoryPlugin',
    '@lexical/react/LexicalLinkPlugin',
    '@lexical/react/LexicalListPlugin',
    '@lexical/react/LexicalRichTextPlugin',
    // The lesson player's PDF viewer (loaded when a PDF lesson opens): pre-bundled too, or its first story waits for it.
    'pdfjs-dist',
  ],
};

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  // The page is as large as the test iframe, or Vitest scales the iframe down and screenshots lose pixels.
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    contextOptions: { viewport, deviceScaleFactor: 1 },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
  screenshotFailures: false,
});

/** Grows the Playwright page so a tall or wide screenshot is painted at scale 1 (Vitest scales an iframe that overflows). */
const setPageViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (!('page' in context)) throw new Error('setPageViewport needs the playwright provider');
  await (context.page as { setViewportSize(size: { width: number; height: number }): Promise<void> }).setViewportSize({ width, height });
};

// Parallel runs (several developers or agents on one checkout) each keep their own pre-bundle cache.
const cacheDir = process.env.VITE_CACHE_DIR ?? 'node_modules/.vite';

/**
 * The unit test files that replace a module (`vi.mock`): they run in a project of their own, one module graph per
 * file, because the other unit projects share one per worker (a replaced module would reach the files after them).
 */
const mockingFiles: string[] = ['packages', 'apps/portal/src', 'scripts'].flatMap((folder) => testFilesSaying(folder, /\bvi\.mock\(/, { head: 4000 }));

/** The unit projects' limit per test: they run beside the e2e run at the lowest CPU priority (scripts/test.mjs). */
const UNIT_TIMEOUT_MS = 30_000;

const projects: TestProjectConfiguration[] = [
  {
    // Components and hooks: a DOM per file (jsdom).
    cacheDir,
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'unit',
      environment: 'jsdom',
      include: ['packages/*/src/**/*.test.tsx', 'apps/portal/src/**/*.test.tsx'],
      exclude: mockingFiles,
      setupFiles: ['tests/setup/unit.ts'],
      maxWorkers: 2,
      // A form's whole flow takes 1.2–1.4 s on an idle machine and over 5 s (the default limit) on a busy one; `npm test`
      // runs the unit projects beside the e2e run at the lowest priority (scripts/test.mjs), where they wait for a core.
      testTimeout: UNIT_TIMEOUT_MS,
      // The files of a worker share one module graph: React, react-aria and the library are imported once per worker,
      // not per file (measured on a loaded machine: 103 s instead of 443 s). The setup file cleans the DOM after
      // each test; a test that mocks a module or fakes timers puts them back.
      isolate: false,
    },
  },
  {
    // Rules, catalogues, tokens, the client, scripts: plain Node, no DOM to build per file. A .ts test that needs a
    // DOM says so in its first line (`// @vitest-environment jsdom`).
    cacheDir,
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'unit-node',
      environment: 'node',
      include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts'],
      exclude: mockingFiles,
      setupFiles: ['tests/setup/unit.ts'],
      maxWorkers: 2,
      // The files of a worker share one module graph (measured: 74 s instead of 126 s for the project).
      isolate: false,
      testTimeout: UNIT_TIMEOUT_MS,
    },
  },
  {
    // The unit files that replace a module, each in its own module graph (jsdom; a .ts file that needs none says
    // `// @vitest-environment node`).
    cacheDir,
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'unit-mocks',
      environment: 'jsdom',
      include: mockingFiles,
      setupFiles: ['tests/setup/unit.ts'],
      maxWorkers: 2,
      testTimeout: UNIT_TIMEOUT_MS,
    },
  },
  {
    cacheDir,
    test: {
      name: 'server',
      environment: 'node',
      include: ['apps/server/test/**/*.test.ts'],
      globalSetup: ['apps/server/test/globalSetup.ts'],
      // One database per file; files run in parallel on the two cores (Vitest's default leaves one of two idle).
      maxWorkers: 2,
      // The files of a worker share one process: the server's modules are imported once per worker instead of once
      // per file (import took 212 of the suite's CPU seconds). Each file still starts its own server and database;
      // a file that changes process state (an environment variable, fake timers) puts it back.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    // Storybook's own test runner (its Testing panel, addon-vitest): every story, play function and axe. `npm test`
    // runs the same checks in the `stories` project below, with the screenshots, in one render pass (decision 0027).
    cacheDir,
    plugins: [storybookTest({ configDir: '.storybook' })],
    optimizeDeps,
    // Two browser pages at once: the machines have two cores, and Vitest's default (cores - 1) leaves one idle.
    test: { name: 'storybook', browser: browser(), maxWorkers: 2 },
  },
  {
    cacheDir,
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps,
    // Every story: as Storybook shows it (play function, axe), its play function again in Arabic and dark, and its
    // visual matrix against the baseline (tests/stories/storySuite.tsx).
    test: {
      name: 'stories',
      include: ['tests/stories/**/*.test.tsx'],
      setupFiles: ['tests/setup/stories.ts'],
      maxWorkers: 2,
      // A story's test renders it up to three times, runs axe twice and takes a screenshot until two agree.
      testTimeout: 60_000,
      browser: {
        ...browser({ width: 1400, height: 900 }),
        commands: { setPageViewport },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Reruns on one machine are byte-identical; 24 pixels of anti-aliasing noise are tolerated, a changed colour or moved element is not.
            comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 24 },
            resolveScreenshotPath: ({ arg, root }) => `${root}/${arg}.png`,
            resolveDiffPath: ({ arg, root }) => `${root}/test-results/visual/${arg.replaceAll('/', '__')}.png`,
          },
        },
      },
    },
  },
];

export default defineConfig({
  test: { projects },
});
