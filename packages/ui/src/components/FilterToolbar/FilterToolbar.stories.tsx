import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { storyIntl, documents } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { classTableMessages } from '../DataTable/index.ts';
import { manyClasses } from '../DataTable/fixtures.ts';
import { Select } from '../Select/index.ts';
import { statusBadgeMessages } from '../StatusBadge/index.ts';
import { DateRangeField, type DateRangeValue } from '../DateTimeField/index.ts';
import { FilterToolbar } from './FilterToolbar.tsx';
import { filterToolbarMessages } from './FilterToolbar.messages.ts';

type Filters = { search: string; status: string; lecturer: string; dates: DateRangeValue | null };
const none: Filters = { search: '', status: 'all', lecturer: 'all', dates: null };

type StoryArgs = {
  initial?: Partial<Filters>;
  /** The count is still loading. */
  countLoading?: boolean;
  withSearch?: boolean;
  onSearchChange: (value: string) => void;
  onReset: () => void;
};

/** The class-management filters as the page holds them (in its URL): search, status, lecturer, start date. */
function ClassFilters({ initial, countLoading, withSearch = true, onSearchChange, onReset }: StoryArgs) {
  const intl = useIntl();
  const [filters, setFilters] = useState<Filters>({ ...none, ...initial });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const lecturers = useMemo(() => [...new Set(manyClasses.map((row) => row.lecturer))], []);
  const count = manyClasses.filter(
    (row) =>
      row.title.toLowerCase().includes(filters.search.toLowerCase()) &&
      (filters.status === 'all' || String(row.status) === filters.status) &&
      (filters.lecturer === 'all' || row.lecturer === filters.lecturer) &&
      (!filters.dates || (row.startsAt.slice(0, 10) >= filters.dates.start && row.startsAt.slice(0, 10) <= filters.dates.end)),
  ).length;
  const all = { id: 'all', label: intl.formatMessage(resourceTypeMessages.all) };
  return (
    <FilterToolbar
      searchValue={filters.search}
      onSearchChange={
        withSearch
          ? (search) => {
              set({ search });
              onSearchChange(search);
            }
          : undefined
      }
      canReset={JSON.stringify(filters) !== JSON.stringify(none)}
      onReset={() => {
        setFilters(none);
        onReset();
      }}
      resultCount={countLoading ? undefined : count}
    >
      <Select
        label={intl.formatMessage(classTableMessages.status)}
        options={[
          all,
          { id: '1', label: intl.formatMessage(statusBadgeMessages.unstarted) },
          { id: '2', label: intl.formatMessage(statusBadgeMessages.ongoing) },
          { id: '3', label: intl.formatMessage(statusBadgeMessages.ended) },
        ]}
        value={filters.status}
        onChange={(status) => set({ status: String(status) })}
      />
      <Select
        label={intl.formatMessage(classTableMessages.lecturer)}
        options={[all, ...lecturers.map((name) => ({ id: name, label: name }))]}
        value={filters.lecturer}
        onChange={(lecturer) => set({ lecturer: String(lecturer) })}
      />
      {/* The date range slot. */}
      <DateRangeField label={intl.formatMessage(classTableMessages.starts)} value={filters.dates} onChange={(dates) => set({ dates })} />
    </FilterToolbar>
  );
}

const meta = {
  title: 'Data/FilterToolbar',
  component: documents<typeof ClassFilters>(FilterToolbar),
  render: (args) => <ClassFilters {...args} />,
  args: { onSearchChange: fn(), onReset: fn() },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof ClassFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: every class counts, Reset has nothing to do. Typing narrows the list and the new count is announced. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(intl.formatMessage(filterToolbarMessages.results, { count: 95 }));
    await expect(canvas.getByTestId('filter-toolbar-reset')).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox'), 'Statistics');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Statistics');
    await waitFor(() => expect(status).toHaveTextContent(intl.formatMessage(filterToolbarMessages.results, { count: 12 })));
  },
};

/** Search and filters set; Reset clears them all and the count goes back. */
export const Filtered: Story = {
  args: { initial: { search: 'Linear', status: '1', dates: { start: '2026-01-01', end: '2026-12-31' } } },
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(intl.formatMessage(filterToolbarMessages.results, { count: 4 }));
    await userEvent.click(canvas.getByTestId('filter-toolbar-reset'));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(status).toHaveTextContent(intl.formatMessage(filterToolbarMessages.results, { count: 95 })));
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  args: { initial: { search: 'zzz' } },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(filterToolbarMessages.results, { count: 0 }));
  },
};

/** The count is loading: the live region stays silent rather than repeat an old count. */
export const CountLoading: Story = {
  args: { countLoading: true, initial: { status: '2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Filters only, no search field. */
export const WithoutSearch: Story = { args: { withSearch: false } };

/** On a phone the row wraps: every control keeps a readable width and the whole width of the line. */
export const Narrow: Story = {
  args: { initial: { search: 'Academic Writing for International Students', lecturer: 'فاطمة الزهراء' } },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
  parameters: { visual: { layout: 'grid' } },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search');
    const page = search.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(within(search).getByRole('searchbox')).toHaveValue('Academic Writing for International Students');
  },
};
