import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import type { DataTableSort } from '../DataTable/index.ts';
import { GradebookTable, type GradebookTableProps } from './GradebookTable.tsx';
import { gradebookTableMessages } from './GradebookTable.messages.ts';
import { gradebookExams, gradebookRows, longExams, longNameRows } from './fixtures.ts';

/** The table as a page holds it: the sort lives in the page (which asks the server for the sorted rows). */
function Gradebook(args: GradebookTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(args.sort ?? { column: 'name', direction: 'ascending' });
  return (
    <GradebookTable
      {...args}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/GradebookTable',
  component: GradebookTable,
  render: (args) => <Gradebook {...args} />,
  parameters: { visual: { layout: 'stack' } },
  args: {
    'aria-label': 'Gradebook',
    exams: gradebookExams,
    rows: gradebookRows,
    checks: 8,
    page: 1,
    pageSize: 20,
    totalItems: gradebookRows.length,
    onPageChange: fn(),
    onSortChange: fn(),
    onMark: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GradebookTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scores with pass/fail, attempts, switches, and Mark buttons where short answers await; a learner with no name. */
export const PendingMarking: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas, args } = context;
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(gradebookRows.length + 1);
    const mark = canvas.getByRole('button', { name: intl.formatMessage(gradebookTableMessages.markLabel, { count: 1, name: 'ليلى حسن', exam: gradebookExams[0]!.name }) });
    await userEvent.click(mark);
    await expect(args.onMark).toHaveBeenCalledWith(gradebookRows[1], gradebookExams[0]);
    // Any column sorts: a per-exam one sends its sort key.
    const bestHeader = within(table).getAllByRole('columnheader')[3]!;
    await userEvent.click(within(bestHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'best:exam-quiz', direction: 'ascending' });
    await expect(bestHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = { args: { rows: [], isLoading: true, pageSize: 4 } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByText(intl.formatMessage(gradebookTableMessages.emptyTitle))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names of learners and exams wrap or clip inside their cells; the table scrolls sideways in its own box. */
export const LongNames: Story = { args: { rows: longNameRows, exams: longExams, totalItems: 2 } };

/** A class without exams: the learner columns only. */
export const NoExams: Story = { args: { exams: [], rows: gradebookRows.slice(0, 2), totalItems: 2 } };
