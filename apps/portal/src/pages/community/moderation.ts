import type { IntlShape } from 'react-intl';
import { isolate } from '@academy/ui';
import { communityMessages as messages } from './community.messages.ts';

/** The refusal shown next to the text: the words found, each in its own direction, as a list of the reader's language. */
export function moderationMessage(intl: IntlShape, words: string[]): string {
  return intl.formatMessage(messages.moderated, { words: intl.formatList(words.map((word) => isolate(`“${word}”`)), { type: 'conjunction' }), count: words.length });
}
