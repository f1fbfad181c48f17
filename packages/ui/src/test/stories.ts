import type { ComponentType } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { CompiledMessages } from '@academy/i18n';
import { contrastRatio } from '@academy/tokens';

/**
 * Story globals for a play function that reads the page's English copy (the server's English messages, names built
 * from English messages): the story stays in English, left to right, whatever the toolbar's language and direction.
 * Only where a language-independent play function (storyIntl) would cost more than it proves.
 */
export const ENGLISH_ONLY = { locale: 'en_US', direction: 'auto' } as const;

/**
 * How long a play waits for a part that loads on first use (a menu, a dialog, a select's list, a picker's calendar:
 * overlays/LazyPending.tsx): on a cold, busy machine its first load can take seconds, more than Testing Library's one.
 */
export const LAZY_PART = { timeout: 10_000 } as const;

type PlayContext = { globals: Record<string, unknown>; loaded: Record<string, unknown> };

/**
 * The story's own translations, as the toolbar chose them (Storybook's loader put the catalog in `loaded.messages`):
 * a play function finds a control by `storyIntl(context).formatMessage(messages.x)` in any language.
 */
export function storyIntl({ globals, loaded }: PlayContext): IntlShape {
  const code = globals.locale as LocaleCode;
  return createIntl({ locale: LOCALES[code]?.tag ?? 'en-US', defaultLocale: 'en-US', messages: loaded.messages as CompiledMessages });
}

/**
 * Whether the first letter of an element's text is drawn inside the element's box, where a reader sees it: false
 * when truncation cut the text from its start (an English title cut at its left in a right-to-left box).
 */
export function firstLetterShows(element: Element): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
  const text = walker.nextNode() as Text | null;
  if (!text) return false;
  const offset = text.data.search(/\S/);
  const range = element.ownerDocument.createRange();
  range.setStart(text, offset);
  range.setEnd(text, offset + 1);
  const letter = range.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return letter.width > 0 && letter.left >= box.left - 1 && letter.right <= box.right + 1;
}

/** A computed `rgb()`/`rgba()` colour as #rrggbbaa, for the contrast maths of @academy/tokens. */
function computedHex(color: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const byte = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}${byte(a * 255)}`;
}

/**
 * The contrast of an element's text on its own background as the browser drew them (the mode and school applied),
 * or null when that background lets what lies beneath show through (a scrim over a picture: then nothing holds it).
 */
export function ownContrast(element: Element): number | null {
  const style = getComputedStyle(element);
  const background = computedHex(style.backgroundColor);
  if (!background.endsWith('ff')) return null;
  return contrastRatio(computedHex(style.color), background);
}

/**
 * The component a story file documents when its stories render it through a wrapper (real labels, state a page
 * would hold): `component: documents<typeof Wrapper>(RealComponent)` with `render: (args) => <Wrapper {...args} />`.
 * The docs page's props table then lists the real component's props with their descriptions, while the stories
 * keep their wrapper's args.
 */
export function documents<Wrapper extends ComponentType<never>>(component: ComponentType<never>): Wrapper {
  return component as unknown as Wrapper;
}

/**
 * A component's usage guide (its `X.guide.md`: when to use, do and don't, keyboard, screen reader, right to left,
 * theme tokens) as the `docs` parameter of its story file: the docs page shows it under the title. With
 * `showExample`, "Show code" gives the guide's first example, for story files whose stories render the component
 * through a wrapper (whose own code would not be what an adopter writes).
 */
export function docsGuide(guide: string, { showExample = false }: { showExample?: boolean } = {}) {
  const example = /```tsx\n([\s\S]*?)```/.exec(guide)?.[1]?.trim();
  return { description: { component: guide }, ...(showExample && example ? { source: { code: example, language: 'tsx' } } : {}) };
}

/**
 * The args of a story file's wrapper that are not the component's props (its starting state, sample content): the
 * docs page's props table lists them, described, under a heading of their own, so an adopter tells them from the
 * component's API. `argTypes: wrapperArgs({ initialMonth: 'The month shown first …' })`.
 */
export function wrapperArgs<Name extends string>(descriptions: Record<Name, string>) {
  const described = (description: string) => ({ description, table: { category: 'Story wrapper, not props' } });
  return Object.fromEntries(Object.entries<string>(descriptions).map(([name, description]) => [name, described(description)])) as Record<Name, ReturnType<typeof described>>;
}
