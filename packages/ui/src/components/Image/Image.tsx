import { useState, type CSSProperties } from 'react';
import { THUMBNAIL_WIDTH, thumbnailUrl } from '@academy/rules';
import { Icon } from '../Icon/index.ts';
import * as styles from './Image.css.ts';

export type ImageProps = {
  src: string | null | undefined;
  /** What the image shows, for screen readers; `''` for a decorative image. Read out in the fallback too. */
  alt: string;
  /** Requests the 100-wide thumbnail from the image service (spec §9) and shows it 100 wide. */
  thumbnail?: boolean;
  /** Width / height of the box, e.g. `16 / 9` or `1`; the box keeps it while loading and when the image fails. */
  aspectRatio?: `${number} / ${number}` | number;
  /** `cover` fills the box and crops; `contain` shows the whole image. */
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  className?: string;
};

/**
 * An image in a box of fixed aspect ratio, so the page does not jump while it loads. When `src` is empty or the
 * image fails to load, a neutral placeholder with an image icon takes its place and still carries the alt text.
 */
export function Image({ src, alt, thumbnail = false, aspectRatio = '4 / 3', fit = 'cover', loading = 'lazy', className }: ImageProps) {
  const url = src?.trim() ? (thumbnail ? thumbnailUrl(src, THUMBNAIL_WIDTH) : src.trim()) : '';
  // The URL that failed; a new src gets a new try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !url || failedUrl === url;
  const style: CSSProperties = { aspectRatio: String(aspectRatio) };
  const classes = [styles.frame, thumbnail && styles.thumbnail, className].filter(Boolean).join(' ');

  return (
    <span className={classes} style={style} data-fallback={failed || undefined}>
      {failed ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          <Icon name="image" size="lg" className={styles.fallbackIcon} />
        </span>
      ) : (
        <img className={styles.image[fit]} src={url} alt={alt} loading={loading} decoding="async" onError={() => setFailedUrl(url)} />
      )}
    </span>
  );
}
