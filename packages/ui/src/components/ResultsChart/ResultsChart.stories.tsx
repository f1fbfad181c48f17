import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useIntl } from 'react-intl';
import { MIXED, MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { FreeTextAnswers, type FreeTextAnswer } from './FreeTextAnswers.tsx';
import { materialsResults, paceResults, ratingResults, textAnswers } from './fixtures.ts';
import { ResultsChart } from './ResultsChart.tsx';
import { resultsChartMessages } from './ResultsChart.messages.ts';

/** The fixture's answers with their times formatted as the page does: in the reader's locale and the school's zone. */
function FormattedFreeText({ answers = textAnswers, title = 'What should we improve next term?' }: { answers?: FreeTextAnswer[]; title?: string }) {
  const intl = useIntl();
  const times = ['2026-05-03T06:20:00Z', '2026-05-03T07:02:00Z', '2026-05-04T01:11:00Z'];
  const at = (index: number) => intl.formatDate(times[index % times.length], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return <FreeTextAnswers title={title} answers={answers.map((answer, index) => (answer.time ? { ...answer, time: at(index) } : answer))} />;
}

const meta = {
  title: 'Data/ResultsChart',
  component: ResultsChart,
  args: paceResults,
} satisfies Meta<typeof ResultsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a bar starts at its track's inline start: the left edge in LTR, the right edge in RTL. */
function growsFromInlineStart(fill: Element) {
  const track = fill.parentElement!;
  const [a, b] = [fill.getBoundingClientRect(), track.getBoundingClientRect()];
  return getComputedStyle(track).direction === 'rtl' ? Math.abs(a.right - b.right) < 1 : Math.abs(a.left - b.left) < 1;
}

/**
 * One answer per respondent: bars with counts and shares (they add up to 100), and the same numbers in a table that
 * screen readers get while the bars show. The toggle shows the table instead, and back.
 */
export const SingleChoice: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const intl = storyIntl(context);
    const table = canvas.getByRole('table', { name: paceResults.title });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    await expect(canvas.getByTestId('results-bars')).toHaveAttribute('aria-hidden', 'true');
    for (const fill of canvasElement.querySelectorAll('[data-testid="results-bars"] li > span:last-child > span')) await expect(growsFromInlineStart(fill)).toBe(true);

    const toggle = canvas.getByTestId('results-view-toggle');
    await expect(toggle).toHaveAccessibleName(intl.formatMessage(resultsChartMessages.showTable));
    await userEvent.click(toggle);
    await expect(canvas.queryByTestId('results-bars')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('table').getBoundingClientRect().width).toBeGreaterThan(100));
    await expect(toggle).toHaveAccessibleName(intl.formatMessage(resultsChartMessages.showChart));
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('results-bars')).toBeVisible();
  },
};

/** Several answers per respondent: each share is of all respondents, and the note says they exceed 100 together. */
export const MultipleChoice: Story = { args: materialsResults };

/** A 1–5 rating: rows named by stars in the locale, and the average. */
export const Rating: Story = {
  args: ratingResults,
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('rowheader', { name: intl.formatMessage(resultsChartMessages.ratingRow, { n: 5 }) })).toBeInTheDocument();
  },
};

/** The table first (the reader's choice, e.g. kept by the page). */
export const TableView: Story = { args: { ...ratingResults, defaultView: 'table' } };

/** Nobody has answered yet: said in words, with no empty chart or table. */
export const NoAnswers: Story = {
  args: { ...paceResults, total: 0, rows: paceResults.rows.map((row) => ({ ...row, count: 0 })) },
  play: async (context) => {
    await expect(context.canvas.getByText(storyIntl(context).formatMessage(resultsChartMessages.empty))).toBeVisible();
    await expect(context.canvas.queryByRole('table')).toBeNull();
  },
};

/** Long options are cut after two lines in the chart (the table has them whole); a long question wraps. */
export const LongLabels: Story = {
  args: {
    title: `${MIXED.latinLong} — ${MIXED.latinLong}`,
    kind: 'single',
    total: 7,
    rows: [
      { label: `${MIXED.latinLong}, ${MIXED.latinLong}`, count: 1 },
      { label: MIXED.arabicLong, count: 5 },
      { label: 'x', count: 1 },
    ],
  },
};

/** Options and question in both directions and Chinese: each reads in its own; the bars grow from the page's start. */
export const MixedDirections: Story = {
  args: {
    title: MIXED.arabicWithNumber,
    kind: 'single',
    total: 12,
    rows: [
      { label: MIXED.latinShort, count: 6 },
      { label: MIXED.arabicShort, count: 4 },
      { label: MIXED.chinese, count: 2 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('rowheader', { name: MIXED.arabicShort })).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByRole('rowheader', { name: MIXED.latinShort })).direction).toBe('ltr');
  },
};

/** Every chart of a survey's results page side by side, as the teacher sees them. */
export const ResultsPage: Story = {
  parameters: { visual: { layout: 'stack' } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.sidebar} * 1.5), 1fr))`, gap: vars.space.lg }}>
      <ResultsChart {...paceResults} />
      <ResultsChart {...materialsResults} />
      <ResultsChart {...ratingResults} />
      <FormattedFreeText />
    </div>
  ),
};

/** Written answers with who and when (a named survey): each answer and name in its own direction, the time in the page's. */
export const FreeText: Story = {
  render: () => <FormattedFreeText />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An anonymous survey: the page leaves out the who/when line. */
export const FreeTextAnonymous: Story = {
  render: () => <FreeTextAnswers title="What should we improve next term?" answers={textAnswers.map(({ id, text }) => ({ id, text }))} />,
};

export const FreeTextEmpty: Story = {
  render: () => <FreeTextAnswers title="What should we improve next term?" answers={[]} />,
  play: async (context) => {
    await expect(context.canvas.getByText(storyIntl(context).formatMessage(resultsChartMessages.empty))).toBeVisible();
  },
};

/** Long answers wrap (a word with no break point breaks anywhere); line breaks the learner typed are kept. */
export const FreeTextLong: Story = {
  render: () => (
    <FormattedFreeText
      title={MIXED.arabicLong}
      answers={[
        { id: 'l1', text: `${MIXED.latinLong}. ${MIXED.latinLong}.\n\n${'Unbreakable'.repeat(8)}`, author: MIXED_PEOPLE.latin, time: '3 May 2026 14:20' },
        { id: 'l2', text: `${MIXED.arabicLong}\n${MIXED.arabicWithNumber}`, author: MIXED_PEOPLE.arabic, time: '3 May 2026 15:02' },
      ]}
    />
  ),
};
