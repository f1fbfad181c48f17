import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as styles from './DataTable.css.ts';
import { dataTableMessages } from './DataTable.messages.ts';
import { RowActions, type DataTableRowAction } from './RowActions.tsx';
import { useOverflows } from '../../hooks/useOverflows.ts';

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { column: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that sorts by this column (the page sorts, through onSortChange). */
  isSortable?: boolean;
  /** `numeric`: at the end of the line (right in LTR, left in RTL) with digits of equal width. */
  align?: 'start' | 'end' | 'numeric';
  /** A width hint for the column, as a CSS value (a theme variable or a percentage). */
  width?: string;
  /** Text that schools or users typed (titles, names): shown in its own direction (dir="auto"). */
  isUserContent?: boolean;
  /** The cell that names the row (th scope="row"); usually the title. */
  isRowHeader?: boolean;
};

type TableName =
  /** A visible caption above the table, which also names it. */
  | { caption: Exclude<ReactNode, null | undefined | boolean>; 'aria-label'?: undefined }
  /** The table's name when the page's heading already says what it is. */
  | { caption?: undefined; 'aria-label': string };

export type DataTableProps<Row> = TableName & {
  /** The columns, in reading order: id, header, cell renderer, and whether it sorts, aligns numbers or names the row. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the current page, already sorted (the page sorts, usually on the server). */
  rows: ReadonlyArray<Row>;
  /** A stable id per row: React's key and the row whose actions menu is open. */
  getRowId: (row: Row) => string;
  /** The row's name, read with its action buttons ("Edit: Physics 101"). */
  getRowTitle: (row: Row) => string;
  /** The current sort; the page sorts (usually on the server) and passes the sorted rows. */
  sort?: DataTableSort | null;
  /** Called with the column and direction a reader asks for by pressing a sortable header. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Paging under the table (the existing Pagination), shown when onPageChange is given. */
  page?: number;
  /** Rows a page holds (also how many placeholder rows show while loading). */
  pageSize?: number;
  /** All rows over every page, for the page count. */
  totalItems?: number;
  /** Called with the page (from 1) a reader moves to; without it the table shows no paging. */
  onPageChange?: (page: number) => void;
  /** The actions of a row (edit, delete, …): each an id, a label, its onAction and whether it is destructive; read with the row's title. */
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** `menu` (default): one “Actions” menu per row; `buttons`: the actions side by side (for one or two). */
  rowActionsDisplay?: 'menu' | 'buttons';
  /**
   * Holds the actions menu of this row open (screenshots, where six menus show at once and an open menu closes when
   * focus leaves it). Pages leave it unset: menus open and close themselves.
   */
  actionsOpenFor?: string;
  /** Placeholder rows in place of the rows (as many as a page holds); paging is disabled. */
  isLoading?: boolean;
  /** Loading failed: the message (or true for a general one) and, with onRetry, a “Try again” button. */
  error?: ReactNode;
  /** Called by the error state's “Try again” button. */
  onRetry?: () => void;
  /** What the empty table says: a title (“No results” by default), why, and a way forward (a Button). */
  empty?: { title?: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Limits the table's height: its rows scroll under the header, which stays in view (a CSS value). */
  maxBlockSize?: string;
  /** An extra class on the table's outer box (its place in a page layout). */
  className?: string;
};

const alignClass = (column: { align?: DataTableColumn<never>['align'] }) => styles.align[column.align ?? 'start'];

/**
 * A table of records (classes, learners, live lectures): sortable columns (aria-sort on the header, a button in it),
 * row actions, paging, and its loading, empty and error states inside the table. A native table, not a grid: rows
 * are read and their links and buttons tabbed to as on any page. On a narrow screen the table scrolls sideways in
 * its own box (which then takes keyboard focus), never the page.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, getRowId, getRowTitle, sort, onSortChange, rowActions, rowActionsDisplay = 'menu', isLoading = false, error, onRetry } = props;
  const intl = useIntl();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(scrollRef, { axis: 'both' });
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const name = props['aria-label'];
  const nameText = name ?? (typeof props.caption === 'string' ? props.caption : undefined);
  const hasError = error !== undefined && error !== null && error !== false;

  const header = (
    <thead>
      <tr>
        {columns.map((column) => {
          const sorted = sort?.column === column.id ? sort.direction : undefined;
          return (
            <th key={column.id} scope="col" aria-sort={sorted} className={[styles.headerCell, alignClass(column)].join(' ')} style={column.width ? { inlineSize: column.width } : undefined}>
              {column.isSortable && onSortChange ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  data-sorted={sorted}
                  onClick={() => onSortChange({ column: column.id, direction: sorted === 'ascending' ? 'descending' : 'ascending' })}
                >
                  {column.header}
                  <Icon name={sorted === 'descending' ? 'arrowDown' : 'arrowUp'} size="sm" className={styles.sortIcon} />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {rowActions && (
          <th scope="col" className={[styles.headerCell, styles.align.end].join(' ')}>
            <span className={visuallyHidden}>{intl.formatMessage(dataTableMessages.actions)}</span>
          </th>
        )}
      </tr>
    </thead>
  );

  let body: ReactNode;
  if (isLoading) {
    const count = Math.min(props.pageSize ?? (rows.length || 5), 10);
    body = (
      <>
        {Array.from({ length: count }, (_row, index) => (
          <tr key={index} aria-hidden="true" className={styles.row}>
            {Array.from({ length: columnCount }, (_cell, cell) => (
              <td key={cell} className={styles.cell}>
                <Skeleton inlineSize={cell === 0 ? '80%' : '60%'} />
              </td>
            ))}
          </tr>
        ))}
      </>
    );
  } else if (hasError || rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.messageCell}>
          {/* Kept in the visible part of a table that scrolls sideways. */}
          <div className={styles.message} role={hasError ? 'alert' : undefined}>
            {hasError ? (
              <EmptyState
                icon="errorCircle"
                headingLevel={3}
                title={intl.formatMessage(commonMessages.loadFailedTitle)}
                description={error === true ? intl.formatMessage(commonMessages.loadFailedBody) : error}
                action={
                  onRetry && (
                    <Button variant="secondary" onPress={onRetry}>
                      {intl.formatMessage(commonMessages.retry)}
                    </Button>
                  )
                }
              />
            ) : (
              <EmptyState headingLevel={3} title={props.empty?.title ?? intl.formatMessage(commonMessages.noResultsTitle)} description={props.empty?.description} action={props.empty?.action} />
            )}
          </div>
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const id = getRowId(row);
      return (
        <tr key={id} className={styles.row} data-row-id={id}>
          {columns.map((column) => {
            const Cell = column.isRowHeader ? 'th' : 'td';
            const content = column.cell(row);
            return (
              <Cell key={column.id} scope={column.isRowHeader ? 'row' : undefined} className={[styles.cell, alignClass(column), column.isUserContent && styles.userContent].filter(Boolean).join(' ')}>
                {column.isUserContent ? <span {...contentProps()}>{content}</span> : content}
              </Cell>
            );
          })}
          {rowActions && (
            <td className={[styles.cell, styles.align.end, styles.actionsCell].join(' ')}>
              <RowActions actions={rowActions(row)} title={getRowTitle(row)} display={rowActionsDisplay} isOpen={props.actionsOpenFor === id || undefined} />
            </td>
          )}
        </tr>
      );
    });
  }

  const { page = 1, pageSize, totalItems, onPageChange } = props;
  const showPaging = onPageChange && pageSize && totalItems !== undefined && totalItems > 0 && !hasError;
  const from = (page - 1) * (pageSize ?? 0) + 1;

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      <div
        ref={scrollRef}
        className={styles.scroller}
        style={props.maxBlockSize ? { maxBlockSize: props.maxBlockSize } : undefined}
        // A box that scrolls is a named region the keyboard can reach and scroll.
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls && !name ? captionId : undefined}
        aria-label={scrolls ? name : undefined}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be keyboard-reachable (WCAG 2.1.1)
        tabIndex={scrolls ? 0 : undefined}
      >
        <table className={styles.table} aria-label={name} aria-busy={isLoading || undefined}>
          {props.caption !== undefined && (
            <caption id={captionId} className={styles.caption}>
              {props.caption}
            </caption>
          )}
          {header}
          <tbody>{body}</tbody>
        </table>
        {/* Always present, so screen readers announce its text when loading starts. */}
        <span role="status" className={visuallyHidden}>
          {isLoading ? intl.formatMessage(dataTableMessages.loading) : null}
        </span>
      </div>
      {showPaging && (
        <div className={styles.footer}>
          <span className={styles.range}>
            {intl.formatMessage(dataTableMessages.range, { from, to: Math.min(from + pageSize - 1, totalItems), total: totalItems })}
          </span>
          {totalItems > pageSize && (
            <Pagination
            page={page}
            pageSize={pageSize}
            totalItems={totalItems}
            onChange={onPageChange}
            isDisabled={isLoading}
            aria-label={nameText ? intl.formatMessage(dataTableMessages.pagination, { table: nameText }) : undefined}
            />
          )}
        </div>
      )}
    </div>
  );
}

export type { DataTableRowAction };
