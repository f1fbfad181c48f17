import { VisuallyHidden } from 'react-aria';
import { useIntl } from 'react-intl';
import * as styles from '../../styles/characterCount.css.ts';
import { textAreaMessages } from './TextArea.messages.ts';

/** Screen readers hear how many characters are left only near the end, not at every keystroke. */
const ANNOUNCE_BELOW = 20;

/** “120 / 5,000” at the end of a long text field's footer (the same figure is announced by CharactersLeft). */
export function CharacterCount({ count, maxLength }: { count: number; maxLength: number }) {
  const intl = useIntl();
  return (
    <span className={styles.counter} data-full={count >= maxLength || undefined} aria-hidden="true">
      {intl.formatMessage(textAreaMessages.counter, { count: intl.formatNumber(count), max: intl.formatNumber(maxLength) })}
    </span>
  );
}

/** The characters left, announced politely once fewer than ANNOUNCE_BELOW remain. */
export function CharactersLeft({ remaining }: { remaining: number }) {
  const intl = useIntl();
  return <VisuallyHidden aria-live="polite">{remaining <= ANNOUNCE_BELOW ? intl.formatMessage(textAreaMessages.remaining, { remaining }) : ''}</VisuallyHidden>;
}
