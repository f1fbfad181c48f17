import { useMemo, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { LAZY_PART, storyIntl, documents, docsGuide, wrapperArgs } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { Button } from '../Button/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import { classTableMessages } from './classTable.messages.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable.tsx';
import { dataTableMessages } from './DataTable.messages.ts';
import { longTitleClass, manyClasses, sampleClasses, type SampleClass } from './fixtures.ts';
import guide from './DataTable.guide.md?raw';

type StoryArgs = {
  rows: readonly SampleClass[];
  initialSort?: DataTableSort | null;
  /** Pages the rows, ten (or this many) a page. */
  pageSize?: number;
  initialPage?: number;
  isLoading?: boolean;
  error?: ReactNode;
  actions?: 'menu' | 'buttons' | 'none';
  actionsOpenFor?: string;
  maxBlockSize?: string;
  /** The table is named by the page's heading (aria-label) instead of a visible caption. */
  hideCaption?: boolean;
  withEmptyAction?: boolean;
  onSortChange: (sort: DataTableSort) => void;
  onPageChange: (page: number) => void;
  onAction: (action: string, id: string) => void;
  onRetry: () => void;
};

const compare: Record<string, (a: SampleClass, b: SampleClass) => number> = {
  title: (a, b) => a.title.localeCompare(b.title),
  lecturer: (a, b) => a.lecturer.localeCompare(b.lecturer),
  starts: (a, b) => a.startsAt.localeCompare(b.startsAt),
  enrolled: (a, b) => a.enrolled - b.enrolled,
};

/** The lecturing center's class table as a page holds it: sort and page live in the page, which sorts and slices. */
function ClassTable({ rows, initialSort = null, pageSize, initialPage = 1, actions = 'menu', hideCaption, withEmptyAction, onSortChange, onPageChange, onAction, ...props }: StoryArgs) {
  const intl = useIntl();
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(initialPage);
  const columns = useMemo<DataTableColumn<SampleClass>[]>(
    () => [
      { id: 'title', header: intl.formatMessage(classTableMessages.title), cell: (row) => row.title, isSortable: true, isRowHeader: true, isUserContent: true },
      { id: 'lecturer', header: intl.formatMessage(classTableMessages.lecturer), cell: (row) => row.lecturer, isSortable: true, isUserContent: true },
      { id: 'status', header: intl.formatMessage(classTableMessages.status), cell: (row) => <StatusBadge status={row.status} /> },
      {
        id: 'starts',
        header: intl.formatMessage(classTableMessages.starts),
        // The school's zone, not the machine's: screenshots stay the same everywhere.
        cell: (row) => intl.formatDate(row.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }),
        isSortable: true,
        align: 'numeric',
      },
      { id: 'enrolled', header: intl.formatMessage(classTableMessages.enrolled), cell: (row) => intl.formatNumber(row.enrolled), isSortable: true, align: 'numeric' },
    ],
    [intl],
  );
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const by = compare[sort.column]!;
    return [...rows].sort((a, b) => (sort.direction === 'ascending' ? by(a, b) : by(b, a)));
  }, [rows, sort]);
  const shown = pageSize ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;
  const name = intl.formatMessage(resourceTypeMessages.class);

  return (
    <DataTable<SampleClass>
      {...props}
      {...(hideCaption ? { 'aria-label': name } : { caption: name })}
      columns={columns}
      rows={shown}
      getRowId={(row) => row.id}
      getRowTitle={(row) => row.title}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
        onSortChange(next);
      }}
      page={page}
      pageSize={pageSize}
      totalItems={pageSize ? rows.length : undefined}
      onPageChange={
        pageSize
          ? (next) => {
              setPage(next);
              onPageChange(next);
            }
          : undefined
      }
      rowActionsDisplay={actions === 'buttons' ? 'buttons' : 'menu'}
      rowActions={
        actions === 'none'
          ? undefined
          : (row) => [
              { id: 'edit', label: intl.formatMessage(classTableMessages.edit), onAction: () => onAction('edit', row.id) },
              ...(actions === 'menu' ? [{ id: 'preview', label: intl.formatMessage(classTableMessages.preview), onAction: () => onAction('preview', row.id) }] : []),
              { id: 'delete', label: intl.formatMessage(commonMessages.delete), isDestructive: true, isDisabled: row.status === 2, onAction: () => onAction('delete', row.id) },
            ]
      }
      empty={{
        title: intl.formatMessage(commonMessages.noResultsTitle),
        description: intl.formatMessage(commonMessages.noResultsBody),
        action: withEmptyAction ? <Button variant="secondary">{intl.formatMessage(classTableMessages.edit)}</Button> : undefined,
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: documents<typeof ClassTable>(DataTable),
  render: (args) => <ClassTable {...args} />,
  args: { rows: sampleClasses, onSortChange: fn(), onPageChange: fn(), onAction: fn(), onRetry: fn() },
  parameters: { visual: { layout: 'stack' }, docs: docsGuide(guide, { showExample: true }) },
  argTypes: wrapperArgs({ initialSort: 'The sort the sample page starts with (the page then holds it and sorts the rows).', initialPage: 'The page the sample starts on, when `pageSize` pages the rows.', actions: 'Which row actions the sample gives: a menu per row, buttons, or none.', hideCaption: "The table is named by the page's heading (aria-label) instead of a visible caption.", withEmptyAction: 'The empty state offers an action button.', onAction: "Called with the action's id and the row's id when a row action is chosen." }),
} satisfies Meta<typeof ClassTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const headerCell = (canvasElement: HTMLElement, index: number) => within(canvasElement).getAllByRole('columnheader')[index]!;
const rowIds = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id'));

/**
 * Classes with a title, lecturer, status, start and enrolment; titles and names in their own scripts and directions.
 * Pressing a sortable header sorts ascending, pressing it again descending; aria-sort says which.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAccessibleName(/./);
    const title = headerCell(canvasElement, 0);
    await expect(title).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(title).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'ascending' });
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(title).getByRole('button'));
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    // Only the sorted column carries aria-sort.
    await userEvent.click(within(headerCell(canvasElement, 4)).getByRole('button'));
    await expect(title).not.toHaveAttribute('aria-sort');
    await expect(rowIds(canvasElement)).toEqual(['class-5', 'class-2', 'class-1', 'class-3', 'class-4']);
  },
};

export const SortedAscending: Story = { args: { initialSort: { column: 'enrolled', direction: 'ascending' } } };

export const SortedDescending: Story = {
  args: { initialSort: { column: 'starts', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await expect(headerCell(canvasElement, 3)).toHaveAttribute('aria-sort', 'descending');
    await expect(rowIds(canvasElement)[0]).toBe('class-5');
  },
};

/** Ten rows a page out of 95, with the range and the page buttons; a new page shows its rows. */
export const Paged: Story = {
  args: { rows: manyClasses, pageSize: 10 },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation');
    await expect(pages).toHaveAccessibleName(/./);
    const before = rowIds(canvasElement);
    await expect(before).toHaveLength(10);
    await userEvent.click(within(pages).getAllByRole('button').at(-1)!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(rowIds(canvasElement)[0]).toBe('class-110'));
  },
};

/** The last page holds the five remaining rows. */
export const LastPage: Story = { args: { rows: manyClasses, pageSize: 10, initialPage: 10 } };

/** Many rows in a box of limited height: the rows scroll under the header, which stays in view. */
export const StickyHeader: Story = {
  args: { rows: manyClasses.slice(0, 30), maxBlockSize: `calc(${vars.size.control.lg} * 6)` },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region');
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = region.scrollHeight;
    const header = headerCell(canvasElement, 0);
    await waitFor(() => expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThanOrEqual(2));
  },
};

/** Each row's “Actions” menu is named with the row's title; choosing an item runs it. */
export const RowActionsMenu: Story = {
  parameters: { visual: { skip: true } }, // closed menus: the same picture as Default; RowActionsOpen shows one open
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const intl = storyIntl(context);
    const name = intl.formatMessage(dataTableMessages.rowActions, { title: 'Introduction to Physics' });
    await userEvent.click(canvas.getByRole('button', { name }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name }, LAZY_PART);
    await userEvent.click(within(menu).getAllByRole('menuitem').at(-1)!);
    await expect(args.onAction).toHaveBeenLastCalledWith('delete', 'class-2');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A row's menu open: a class in progress cannot be deleted, so its Delete is disabled (and says so by its look). */
export const RowActionsOpen: Story = {
  args: { actionsOpenFor: 'class-1' },
  parameters: { visual: { layout: 'stack', cellHeight: 420 } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: intl.formatMessage(dataTableMessages.rowActions, { title: '高等数学（上）' }) }, LAZY_PART);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.at(-1)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(items[0]!);
    await expect(args.onAction).toHaveBeenLastCalledWith('edit', 'class-1');
  },
};

/** One or two actions side by side instead of a menu; each button's name includes the row's title. */
export const RowActionButtons: Story = {
  args: { actions: 'buttons' },
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    const edit = intl.formatMessage(classTableMessages.edit);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(dataTableMessages.rowAction, { action: edit, title: 'مقدمة في الكيمياء العضوية' }) }));
    await expect(args.onAction).toHaveBeenLastCalledWith('edit', 'class-3');
  },
};

/** Placeholder rows while the page loads; the table is busy and a status says so to screen readers. */
export const Loading: Story = {
  args: { rows: [], isLoading: true, pageSize: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.queryAllByRole('row')).toHaveLength(1);
  },
};

/** Nothing matches: the empty state in the table, with a way forward. */
export const Empty: Story = {
  args: { rows: [], withEmptyAction: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

/** Loading failed: the reason, and Try again. */
export const LoadError: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long Latin title and an Arabic name: each keeps its own direction (dir="auto") and wraps inside its cell. */
export const MixedScripts: Story = {
  args: { rows: [longTitleClass, ...sampleClasses.slice(0, 3)] },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole('rowheader')[0]!;
    await expect(cell.querySelector('[dir="auto"]')).toHaveTextContent(longTitleClass.title);
  },
};

/** On a phone the table scrolls sideways in its own box, which the keyboard can reach; the page does not scroll. */
export const Narrow: Story = {
  args: { rows: [longTitleClass, ...sampleClasses], hideCaption: true },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
  parameters: { visual: { layout: 'grid' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region');
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
