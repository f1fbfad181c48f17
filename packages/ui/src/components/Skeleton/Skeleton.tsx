import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export type SkeletonProps = {
  shape?: keyof typeof styles.shape;
  /** Inline size as a CSS value (a theme variable or a percentage). */
  inlineSize?: string;
  /** Block size as a CSS value; for `rect`, an aspect ratio is often better. */
  aspectRatio?: string;
  className?: string;
};

/** A placeholder shaped like the content that is loading. Decorative: the loading region announces itself. */
export function Skeleton({ shape = 'text', inlineSize = '100%', aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = { inlineSize, aspectRatio };
  return <span aria-hidden="true" className={[styles.root, styles.shape[shape], className].filter(Boolean).join(' ')} style={style} />;
}
