// oxlint-disable vitest/valid-title -- test titles come from the story files
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { loadMessages, type CompiledMessages } from '@academy/i18n';
import type { LocaleCode } from '@academy/rules';
import { Matrix, MATRIX_LOCALES, type VisualParameters } from './matrix.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { parameters?: { visual?: VisualParameters } };
const loaders = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx');

/**
 * The story files are split over VISUAL_SHARDS test files (stories-N.visual.test.tsx), so two browser pages shoot in
 * parallel on a 2-core machine; each loads only its own story files.
 */
export const VISUAL_SHARDS = 4;

const messages = {} as Record<LocaleCode, CompiledMessages>;
beforeAll(async () => {
  for (const locale of MATRIX_LOCALES) messages[locale] = await loadMessages(locale);
});

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Parts that load on first use (packages/ui overlays/LazyPending.tsx) may take seconds on a cold, busy machine. */
const LAZY_PARTS_TIMEOUT_MS = 20_000;

/**
 * Waits until every part that loads on first use has arrived (no fallback mark is left) and every web font the
 * page needs has loaded, so the picture never depends on timing.
 */
async function settle() {
  await expect.poll(() => document.querySelector('[data-lazy-pending]'), { timeout: LAZY_PARTS_TIMEOUT_MS, interval: 50 }).toBeNull();
  document.body.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    setPageViewport: (width: number, height: number) => Promise<void>;
  }
}

/** Makes page and iframe at least as large as the matrix, so all of it is painted at scale 1. */
async function fitViewport(element: Element) {
  const { width, height } = element.getBoundingClientRect();
  const size = { width: Math.max(1400, Math.ceil(width)), height: Math.max(900, Math.ceil(height)) };
  await commands.setPageViewport(size.width, size.height);
  await page.viewport(size.width, size.height);
  await settle();
}

/** Defines the tests of one shard (0 … VISUAL_SHARDS - 1): every story of every story file in it. */
export async function defineVisualTests(shard: number) {
  const paths = Object.keys(loaders).sort().filter((_, index) => index % VISUAL_SHARDS === shard);
  const modules = await Promise.all(paths.map(async (path) => [path, await loaders[path]!()] as const));
  for (const [path, module] of modules) defineStoryFileTests(path, module);
}

function defineStoryFileTests(path: string, module: StoryModule) {
  // ../../packages/ui/src/components/Button/Button.stories.tsx → packages/ui/src/components/Button/__screenshots__/
  const folder = path.replace(/^\.\.\/\.\.\//, '').replace(/\/[^/]+$/, '');
  const title = String(module.default.title ?? folder);
  describe(title, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, ComposedStory>)) {
      const parameters = Story.parameters?.visual ?? {};
      const storyName = String(name);
      test.skipIf(parameters.skip === true)(storyName, async () => {
        render(<Matrix Story={Story} messages={messages} parameters={parameters} />);
        await settle();
        const matrix = page.getByTestId('visual-matrix');
        await fitViewport(matrix.element());
        const results = await axe.run({ include: [matrix.element()], exclude: ['[data-live-announcer]'] } as unknown as axe.ElementContext, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'], // The matrix repeats each story six times, so landmarks repeat by construction; the storybook project checks
        // landmark uniqueness per story.
        rules: { region: { enabled: false }, 'landmark-unique': { enabled: false } } });
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // Two identical captures in a row make a stable screenshot; a busy 2-core machine may need longer than 5 s.
        await expect.element(matrix).toMatchScreenshot(`${folder}/__screenshots__/${kebab(name)}`, { timeout: 15_000 });
      });
    }
  });
}
