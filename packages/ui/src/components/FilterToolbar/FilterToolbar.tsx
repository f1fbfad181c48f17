import type { ReactNode } from 'react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as field from '../../styles/field.css.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './FilterToolbar.css.ts';
import { filterToolbarMessages } from './FilterToolbar.messages.ts';

export type FilterToolbarProps = {
  /** The search text (controlled); without onSearchChange there is no search field. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  /** Enter in the search field (search now rather than after the page's debounce). */
  onSearchSubmit?: (value: string) => void;
  /** “Search” by default; say what is searched (“Search classes”). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The filter controls (Select, a date range…), each with its own label. */
  children?: ReactNode;
  /** Clears the search and every filter; the button is disabled while nothing is set (canReset false). */
  onReset?: () => void;
  canReset?: boolean;
  /**
   * How many records match, shown after the filters and announced politely when it changes (a live region).
   * `undefined` while the count is loading: the previous announcement is not repeated.
   */
  resultCount?: number;
  /** Replaces “N results” (“24 classes”). */
  resultLabel?: ReactNode;
  /** The search landmark's name; “Filters” by default. Each one on a page needs its own. */
  'aria-label'?: string;
  className?: string;
};

/**
 * The bar above a list or table: a search field and any number of filters in one row that wraps on narrow screens;
 * under it the number of results (announced to screen readers) and a reset button. A search landmark; the values live in
 * the page (and its URL).
 */
export function FilterToolbar({ searchValue, onSearchChange, onSearchSubmit, searchLabel, searchPlaceholder, children, onReset, canReset = true, resultCount, resultLabel, className, ...props }: FilterToolbarProps) {
  const intl = useIntl();
  return (
    <div role="search" aria-label={props['aria-label'] ?? intl.formatMessage(filterToolbarMessages.filters)} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.controls}>
        {onSearchChange && (
          <SearchField value={searchValue} onChange={onSearchChange} onSubmit={onSearchSubmit} className={[field.field, styles.search].join(' ')}>
            <Label className={field.label}>{searchLabel ?? intl.formatMessage(filterToolbarMessages.search)}</Label>
            <div className={styles.searchBox}>
              <Icon name="search" size="sm" className={styles.searchIcon} />
              <Input className={[field.input, styles.searchInput].join(' ')} placeholder={searchPlaceholder} />
              <AriaButton className={styles.clear} aria-label={intl.formatMessage(filterToolbarMessages.clearSearch)}>
                <Icon name="close" size="sm" />
              </AriaButton>
            </div>
          </SearchField>
        )}
        {children}
      </div>
      <div className={styles.footer}>
        {/* Always present (a live region must exist before it speaks); empty while the count loads. */}
        <p role="status" className={styles.results}>
          {resultCount === undefined ? null : (resultLabel ?? intl.formatMessage(filterToolbarMessages.results, { count: resultCount }))}
        </p>
        {onReset && (
          <Button variant="quiet" size="sm" isDisabled={!canReset} onPress={onReset} data-testid="filter-toolbar-reset">
            <Icon name="refresh" size="sm" />
            {intl.formatMessage(filterToolbarMessages.reset)}
          </Button>
        )}
      </div>
    </div>
  );
}
