import { createIntl, type IntlShape } from 'react-intl';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { CompiledMessages } from '@academy/i18n';

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
