import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { pageCount, pageRange } from '@academy/rules';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import * as styles from './Pagination.css.ts';
import { paginationMessages } from './Pagination.messages.ts';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** Number of pages; or give `totalItems` and `pageSize`. */
  totalPages?: number;
  totalItems?: number;
  pageSize?: number;
  /** Called with the page to show; the page owns the state and passes it back as `page`. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one before an ellipsis (default 1). */
  siblings?: number;
  /** While the next page loads. */
  isDisabled?: boolean;
  /** Replaces the default “Pagination” when a page has several (each landmark needs its own name). */
  'aria-label'?: string;
  className?: string;
};

/**
 * Previous / next arrows and page numbers, with an ellipsis where pages are skipped (rules: pageRange). A nav
 * landmark; the current page carries aria-current="page". The arrows point along the reading direction.
 * Nothing is rendered when there are no pages.
 */
export function Pagination({ page, totalPages, totalItems, pageSize, onChange, siblings = 1, isDisabled = false, className, ...props }: PaginationProps) {
  const intl = useIntl();
  const total = totalPages ?? pageCount(totalItems ?? 0, pageSize ?? 0);
  const current = Math.min(Math.max(1, page), Math.max(1, total));
  const listRef = useRef<HTMLUListElement>(null);
  // Reaching the first or last page disables the arrow that was pressed: focus moves to the current page instead of being lost.
  const refocusOn = useRef<number | null>(null);
  useEffect(() => {
    if (refocusOn.current !== current) return;
    refocusOn.current = null;
    listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });

  if (total < 1) return null;

  const go = (target: number, fromArrow = false) => {
    if (target === current || target < 1 || target > total) return;
    refocusOn.current = fromArrow && (target === 1 || target === total) ? target : null;
    onChange(target);
  };

  return (
    <nav aria-label={props['aria-label'] ?? intl.formatMessage(paginationMessages.navigation)} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul ref={listRef} className={styles.list}>
        <li>
          <IconButton
            icon="chevronBack"
            size="sm"
            aria-label={intl.formatMessage(paginationMessages.previous)}
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1, true)}
          />
        </li>
        {pageRange(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="sm"
                variant={item === current ? 'primary' : 'quiet'}
                className={styles.page}
                aria-label={intl.formatMessage(paginationMessages.page, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {intl.formatNumber(item)}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              {intl.formatMessage(paginationMessages.ellipsis)}
            </li>
          ),
        )}
        <li>
          <IconButton
            icon="chevronForward"
            size="sm"
            aria-label={intl.formatMessage(paginationMessages.next)}
            isDisabled={isDisabled || current >= total}
            onPress={() => go(current + 1, true)}
          />
        </li>
      </ul>
    </nav>
  );
}
