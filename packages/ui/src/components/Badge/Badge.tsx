import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import * as styles from './Badge.css.ts';

export type BadgeTone = keyof typeof styles.tone;

export type BadgeProps = { tone?: BadgeTone; icon?: IconName; children: ReactNode; className?: string };

/** A short status or category label (live status, VIP, free, audience…). Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}>
      {icon && <Icon name={icon} size="sm" />}
      {children}
    </span>
  );
}
