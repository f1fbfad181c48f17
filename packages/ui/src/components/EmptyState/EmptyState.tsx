import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A way forward: a Button or Link. */
  action?: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Says honestly that there is nothing here yet, why, and what to do next. */
export function EmptyState({ title, description, icon = 'inbox', action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
