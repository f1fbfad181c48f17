// oxlint-disable vitest/valid-title -- test titles come from the story files
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from '@testing-library/react';
import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { loadMessages, type CompiledMessages } from '@academy/i18n';
import type { LocaleCode } from '@academy/rules';
import type { StoryGlobals } from '../../.storybook/globals.ts';
import { Matrix, MATRIX_LOCALES, type VisualParameters } from './matrix.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory> &
  ComponentType & {
    parameters: {
      visual?: VisualParameters;
      /** `false`: the play function runs once (its cases set their own language and theme; say so in the story). */
      toolbarPlay?: boolean;
    };
  };
const loaders = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx');

/**
 * Every story, in one browser page, loaded once (decision 0027):
 * - in the visual matrix (light and dark × English, Arabic, Chinese), axe clean, compared with its baseline;
 * - as Storybook shows it by default (English, light, 1280 × 800): rendered, its play function run, axe clean
 *   (every rule but `region`, as Storybook's accessibility panel checks it);
 * - with a play function, again as a designer may leave the toolbar: Arabic (right to left) and dark (unless the story
 *   says `toolbarPlay: false`: its cases choose their own language). A play function
 *   that looks a control up by its English name, or presses ArrowRight for "next", fails here; a story that depends
 *   on one language pins it (`globals: ENGLISH_ONLY` from packages/ui/src/test/stories.ts), and the pin wins.
 * The story files are split over STORY_SHARDS test files (stories-N.test.tsx), so two browser pages work at once on a
 * 2-core machine; each loads only its own story files.
 */
export const STORY_SHARDS = 4;

/** The toolbar of the second play run. */
const TOOLBAR: StoryGlobals = { locale: 'ar_SA', theme: 'dark' };
/** Storybook's canvas in the storybook project (addon-vitest) and in the browser. */
const CANVAS = { width: 1280, height: 800 };

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

/** The story's document is axe-clean as Storybook's accessibility panel checks it (every rule but `region`). */
async function expectAxeClean(label: string) {
  const results = await axe.run({ include: [document.body], exclude: [['[data-live-announcer]']] } as unknown as axe.ElementContext, { rules: { region: { enabled: false } } });
  expect({ [label]: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ [label]: [] });
}

/** Renders the story as Storybook does (its loaders, decorators and play function), checks it, and takes it away. */
async function runAsStorybook(story: ComposedStory, toolbar: ComposedStory | undefined) {
  await commands.setPageViewport(CANVAS.width, CANVAS.height);
  await page.viewport(CANVAS.width, CANVAS.height);
  await story.run();
  await expectAxeClean('English, light');
  // Dark always (no story pins the theme); Arabic unless the story pins its language.
  expect(toolbar?.globals.theme ?? 'dark').toBe('dark');
  await toolbar?.run();
  // Loading again unmounts what the last run rendered (its portals too) before the matrix is drawn; the document's
  // language and direction, which Storybook's provider writes, go back to what the matrix was drawn under before.
  await story.load();
  for (const [name, value] of Object.entries(documentAttributes)) {
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}

const documentAttributes = { lang: document.documentElement.getAttribute('lang'), dir: document.documentElement.getAttribute('dir') };

/**
 * Defines the tests of one shard (0 … STORY_SHARDS - 1): every story of every story file in it, first in the matrix
 * (as the story starts, before any play function has run in the page: one leaves the page focused, and focus closes
 * what a story opens — each of the six cells of an open menu would take it from the others), then as Storybook shows it.
 */
export async function defineStoryTests(shard: number) {
  const paths = Object.keys(loaders).sort().filter((_, index) => index % STORY_SHARDS === shard);
  const files = await Promise.all(paths.map(async (path) => {
    const module = await loaders[path]!();
    // ../../packages/ui/src/components/Button/Button.stories.tsx → packages/ui/src/components/Button/__screenshots__/
    const folder = path.replace(/^\.\.\/\.\.\//, '').replace(/\/[^/]+$/, '');
    const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
    const withToolbar = composeStories(module, { initialGlobals: TOOLBAR }) as Record<string, ComposedStory>;
    return { title: String(module.default.title ?? folder), folder, stories, withToolbar };
  }));
  describe('matrix: light and dark × English, Arabic, Chinese, axe, screenshot', () => {
    for (const { title, folder, stories } of files) {
      describe(title, () => {
        for (const [name, Story] of stories) {
          const parameters = Story.parameters.visual ?? {};
          test.skipIf(parameters.skip === true)(name, async () => {
            expect.hasAssertions();
            await expectMatrixMatches(Story, parameters, `${folder}/__screenshots__/${kebab(name)}`);
          });
        }
      });
    }
  });
  describe('as Storybook shows it: play function and axe; the play function again in Arabic, dark', () => {
    for (const { title, stories, withToolbar } of files) {
      describe(title, () => {
        for (const [name, Story] of stories) {
          test(name, async () => {
            expect.hasAssertions();
            await runAsStorybook(Story, Story.play && Story.parameters.toolbarPlay !== false ? withToolbar[name] : undefined);
          });
        }
      });
    }
  });
}

/** The story in every cell of the matrix: axe-clean in all six, and the same picture as its baseline. */
async function expectMatrixMatches(Story: ComposedStory, parameters: VisualParameters, screenshot: string) {
  const { unmount } = render(<Matrix Story={Story} messages={messages} parameters={parameters} />);
  await settle();
  const matrix = page.getByTestId('visual-matrix');
  await fitViewport(matrix.element());
  const results = await axe.run({ include: [matrix.element()], exclude: ['[data-live-announcer]'] } as unknown as axe.ElementContext, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'],
    // The matrix repeats each story six times, so landmarks repeat by construction; the Storybook run checks
    // landmark uniqueness per story.
    rules: { region: { enabled: false }, 'landmark-unique': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Two identical captures in a row make a stable screenshot; a busy 2-core machine may need longer than 5 s.
  await expect.element(matrix).toMatchScreenshot(screenshot, { timeout: 15_000 });
  unmount();
}
