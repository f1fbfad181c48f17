import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Grid.css.ts';

export type GridColumns = 2 | 3 | 4 | 5;

export type GridProps = {
  /** Columns per line on a wide screen (spec §3: 2–5, default 4). */
  columns?: GridColumns;
  /** Collapse to one column on the narrowest containers (lists of text). */
  singleColumnOnPhone?: boolean;
  children: ReactNode;
  className?: string;
  /** Render as a list for screen readers (cards are items of a list). */
  as?: 'div' | 'ul';
};

/** A responsive grid of cards: N columns when there is room, fewer as its container narrows. */
export function Grid({ columns = 4, singleColumnOnPhone = false, children, className, as: Element = 'div' }: GridProps) {
  return (
    <div className={styles.container}>
      <Element
        className={[styles.grid, singleColumnOnPhone && styles.singleOnPhone, className].filter(Boolean).join(' ')}
        style={assignInlineVars({ [styles.columnsVar]: String(columns) })}
        role={Element === 'ul' ? 'list' : undefined}
      >
        {children}
      </Element>
    </div>
  );
}
