import { useState } from 'react';
import { useIntl } from 'react-intl';
import { displayName, type UserNames } from '@academy/rules';
import { Icon } from '../Icon/index.ts';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './Avatar.css.ts';

export type AvatarProps = {
  /** The person; the name shown to screen readers follows the spec's display-name rule (real name → nickname → mobile → e-mail). */
  user: UserNames | null | undefined;
  /** Photo URL; when empty or broken, the initials of the display name show instead. */
  src?: string | null;
  size?: 'small' | 'medium' | 'large';
  /** Set when the name is written right next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
  className?: string;
};

const WORD_SEPARATOR = /[\s\u00b7\u30fb]+/u;

/**
 * Up to two letters standing for a name: the first letter of its first and last words ("Ada Lovelace" → "AL"), or the
 * first character of a name without spaces ("李明" → "李", "ming@example.com" → "M"). Grapheme-aware, so an emoji or
 * a letter with combining marks is never cut in half; upper-cased by the locale's rules (Turkish i → İ).
 */
export function initialsOf(name: string, locale?: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const first = (text: string) => {
    const segments = new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next();
    return segments.done ? '' : segments.value.segment;
  };
  // Phone numbers and e-mail addresses are one "word": their first character.
  const words = /^\+?[\d\s-]+$/.test(trimmed) || trimmed.includes('@') ? [trimmed] : trimmed.split(WORD_SEPARATOR).filter(Boolean);
  if (words.length < 2) return first(words[0] ?? trimmed).toLocaleUpperCase(locale);
  // Arabic letters would join into a word-like ligature; a zero-width non-joiner keeps them two initials.
  const [a, b] = [first(words[0]!), first(words.at(-1)!)];
  return `${a}${/\p{Script=Arabic}/u.test(a + b) ? '\u200c' : ''}${b}`.toLocaleUpperCase(locale);
}

/**
 * A person's photo in a circle, or the initials of their display name when there is no photo or it fails.
 * Screen readers hear the name once: as the photo's alt text, or as the label of the initials.
 */
export function Avatar({ user, src, size = 'medium', decorative = false, className }: AvatarProps) {
  const intl = useIntl();
  const name = displayName(user);
  const url = src?.trim() ?? '';
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = Boolean(url) && failedUrl !== url;
  const initials = initialsOf(name, intl.locale);
  const classes = [styles.avatar, styles.size[size], className].filter(Boolean).join(' ');
  const labelled = !decorative && Boolean(name);

  if (showPhoto) {
    return (
      <span className={classes} aria-hidden={labelled ? undefined : true}>
        <img className={styles.photo} src={url} alt={labelled ? name : ''} onError={() => setFailedUrl(url)} />
      </span>
    );
  }
  return (
    <span className={classes} role={labelled ? 'img' : undefined} aria-label={labelled ? name : undefined} aria-hidden={labelled ? undefined : true}>
      {initials ? (
        <span {...contentProps(styles.initials)} aria-hidden="true">
          {initials}
        </span>
      ) : (
        <Icon name="user" size={size === 'large' ? 'lg' : size === 'medium' ? 'md' : 'sm'} />
      )}
    </span>
  );
}
