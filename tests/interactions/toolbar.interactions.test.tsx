// oxlint-disable vitest/valid-title -- test titles come from the story files
import { describe, expect, test } from 'vitest';
import { composeStories, type composeStory } from '@storybook/react-vite';
import type { StoryGlobals } from '../../.storybook/globals.ts';

/**
 * Every story with a play function, again as a designer may leave the toolbar: Arabic (right to left) and dark. The
 * storybook project runs them with the toolbar's defaults (English, light); a play function that looks a control
 * up by its English name, or presses ArrowRight for "next", fails here. A story that depends on one language pins
 * it (`globals: ENGLISH_ONLY` from packages/ui/src/test/stories.ts); the pin wins here as it does in Storybook.
 */
const TOOLBAR: StoryGlobals = { locale: 'ar_SA', theme: 'dark' };

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Imported one by one, so a story file that does not load fails its own test, not the whole run.
const loaders = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx');
const files = await Promise.all(
  Object.entries(loaders).map(([path, load]) =>
    load().then(
      (module) => ({ path, module, error: null }),
      (error: unknown) => ({ path, module: null, error }),
    ),
  ),
);

test.each(files.filter((file) => file.error !== null).map((file) => [file.path, file.error]))('%s loads', (_path, error) => {
  expect(error).toBeNull();
});

const suites = files
  .filter((file) => file.module !== null)
  .map(({ path, module }) => ({
    title: String(module!.default.title ?? path),
    stories: (Object.entries(composeStories(module!, { initialGlobals: TOOLBAR })) as [string, ComposedStory][]).filter(([, story]) => story.play),
  }))
  .filter((suite) => suite.stories.length > 0);

for (const { title, stories } of suites) {
  describe(title, () => {
    for (const [name, story] of stories) {
      test(name, async () => {
        // Dark always (no story pins the theme); Arabic unless the story pins its language.
        expect(story.globals.theme).toBe('dark');
        await story.run();
      });
    }
  });
}
