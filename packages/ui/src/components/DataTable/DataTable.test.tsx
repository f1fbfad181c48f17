import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable.tsx';
import { manyClasses, sampleClasses, type SampleClass } from './fixtures.ts';

const columns: DataTableColumn<SampleClass>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, isSortable: true, isRowHeader: true, isUserContent: true },
  { id: 'lecturer', header: 'Lecturer', cell: (row) => row.lecturer, isUserContent: true },
  { id: 'enrolled', header: 'Enrolled', cell: (row) => row.enrolled, isSortable: true, align: 'numeric' },
];

type Props = Partial<DataTableProps<SampleClass>>;

function Table(props: Props) {
  return <DataTable<SampleClass> caption="Classes" columns={columns} rows={sampleClasses} getRowId={(row) => row.id} getRowTitle={(row) => row.title} {...(props as object)} />;
}

/** Holds the sort like a page does. */
function Sorting({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <Table
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  test('is named by its caption; rows are named by their row header', async () => {
    await renderInApp(<Table />);
    const table = screen.getByRole('table', { name: 'Classes' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + sampleClasses.length);
    expect(within(table).getByRole('rowheader', { name: 'Introduction to Physics' })).toBeInTheDocument();
  });

  test('a sortable header sorts ascending, then descending; only the sorted column has aria-sort', async () => {
    const onSortChange = vi.fn();
    await renderInApp(<Sorting onSortChange={onSortChange} />);
    expect(header('Title')).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header('Title')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'ascending' });
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header('Title')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'descending' });
    expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header('Enrolled')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'enrolled', direction: 'ascending' });
    expect(header('Title')).not.toHaveAttribute('aria-sort');
  });

  test('headers that do not sort, or a table without onSortChange, have no sort button', async () => {
    await renderInApp(<Table />);
    expect(within(header('Title')).queryByRole('button')).toBeNull();
    await renderInApp(<Table onSortChange={() => {}} />);
    expect(within(screen.getAllByRole('columnheader', { name: 'Lecturer' })[1]!).queryByRole('button')).toBeNull();
  });

  test('pages: the range, and onPageChange with the page pressed', async () => {
    const onPageChange = vi.fn();
    await renderInApp(<Table rows={manyClasses.slice(20, 30)} page={3} pageSize={10} totalItems={95} onPageChange={onPageChange} />);
    expect(screen.getByText('21–30 of 95')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of Classes' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  test('one page of results shows the range but no page buttons', async () => {
    await renderInApp(<Table pageSize={10} totalItems={5} onPageChange={() => {}} />);
    expect(screen.getByText('1–5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('row action buttons are named with the row title and run their action', async () => {
    const onEdit = vi.fn();
    await renderInApp(<Table rowActionsDisplay="buttons" rowActions={(row) => [{ id: 'edit', label: 'Edit', onAction: () => onEdit(row.id) }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Introduction to Physics' }));
    expect(onEdit).toHaveBeenCalledWith('class-2');
  });

  test('the actions menu is named with the row title; a disabled action cannot be chosen', async () => {
    const onDelete = vi.fn();
    await renderInApp(<Table rowActions={(row) => [{ id: 'delete', label: 'Delete', isDisabled: row.status === 2, onAction: () => onDelete(row.id) }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 高等数学（上）' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for 高等数学（上）' });
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Introduction to Physics' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('class-2');
  });

  test('loading: placeholder rows hidden from screen readers, a busy table, a status, paging disabled', async () => {
    await renderInApp(<Table rows={[]} isLoading page={1} pageSize={10} totalItems={95} onPageChange={() => {}} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('empty: the empty state with its action, under the headers', async () => {
    await renderInApp(<Table rows={[]} empty={{ title: 'No classes yet', action: <button type="button">Add class</button> }} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'No classes yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add class' })).toBeInTheDocument();
  });

  test('error: an alert with the message and Try again; no paging', async () => {
    const onRetry = vi.fn();
    await renderInApp(<Table error="The server did not answer." onRetry={onRetry} page={1} pageSize={10} totalItems={95} onPageChange={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.queryByRole('rowheader')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('user content keeps its own direction; the table follows the page (Arabic)', async () => {
    await renderInApp(<Table />, { locale: 'ar_SA' });
    const title = screen.getByRole('rowheader', { name: 'Introduction to Physics' });
    expect(title.querySelector('[dir="auto"]')).toHaveTextContent('Introduction to Physics');
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  test('an aria-label names the table when there is no caption', async () => {
    await renderInApp(<DataTable<SampleClass> aria-label="Roster" columns={columns} rows={sampleClasses} getRowId={(row) => row.id} getRowTitle={(row) => row.title} />);
    expect(screen.getByRole('table', { name: 'Roster' })).toBeInTheDocument();
  });
});
