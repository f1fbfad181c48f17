import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { FreeTextAnswers } from './FreeTextAnswers.tsx';
import { materialsResults, paceResults, ratingResults, textAnswers } from './fixtures.ts';
import { ResultsChart } from './ResultsChart.tsx';

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('ResultsChart', () => {
  test('a real table, captioned by the question, is there for screen readers while the bars show', async () => {
    await renderInApp(<ResultsChart {...paceResults} />);
    const table = screen.getByRole('table', { name: paceResults.title });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Option', 'Answers', 'Share']);
    const rows = within(table).getAllByRole('row').slice(1);
    // 4/30, 19/30, 7/30 = 13.3, 63.3, 23.3: rounded alone 99 in all; the missing point goes to the first tied row.
    expect(rows.map(cells)).toEqual([
      ['Too slow', '4', '14%'],
      ['About right', '19', '63%'],
      ['Too fast', '7', '23%'],
    ]);
    expect(screen.getByTestId('results-bars')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('30 respondents')).toBeInTheDocument();
  });

  test('the toggle swaps the bars for the visible table and back', async () => {
    await renderInApp(<ResultsChart {...paceResults} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('results-bars')).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByTestId('results-bars')).toBeInTheDocument();
  });

  test('ratings: rows named by stars, the mean with one decimal', async () => {
    await renderInApp(<ResultsChart {...ratingResults} />);
    expect(screen.getByRole('rowheader', { name: '5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByText('Average: 4.2 of 5')).toBeInTheDocument();
  });

  test('multiple choice: shares of respondents, said to exceed 100 together', async () => {
    await renderInApp(<ResultsChart {...materialsResults} />);
    expect(cells(screen.getByRole('row', { name: /Lab sessions/ }))).toEqual(['Lab sessions', '25', '83%']);
    expect(screen.getByText(/more than 100%/)).toBeInTheDocument();
  });

  test('no answers: the empty state, no table, no toggle', async () => {
    await renderInApp(<ResultsChart {...paceResults} total={0} rows={paceResults.rows.map((row) => ({ ...row, count: 0 }))} />);
    expect(screen.getByText('No answers yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('locale digits and percent', async () => {
    await renderInApp(<ResultsChart {...paceResults} />, { locale: 'ar_SA' });
    expect(cells(screen.getAllByRole('row')[2]!)).toEqual(['About right', '١٩', '٦٣٪؜']);
  });
});

describe('FreeTextAnswers', () => {
  test('each answer and its author in their own direction, the time in the page’s', async () => {
    await renderInApp(<FreeTextAnswers title="What should we improve?" answers={textAnswers} />);
    expect(screen.getByRole('heading', { name: 'What should we improve?' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByText(/المحاضرات/)).toHaveAttribute('dir', 'auto');
    expect(within(items[1]!).getByText('فاطمة الزهراء')).toHaveAttribute('dir', 'auto');
    expect(within(items[1]!).getByText('3 May 2026 15:02')).not.toHaveAttribute('dir');
    expect(screen.getByText('3 answers')).toBeInTheDocument();
  });

  test('anonymous (no author or time) and empty', async () => {
    const { unmount } = await renderInApp(<FreeTextAnswers title="Q" answers={[{ id: 'a', text: 'Fine' }]} />);
    expect(screen.getByRole('listitem').querySelectorAll('p')).toHaveLength(1);
    unmount();
    await renderInApp(<FreeTextAnswers title="Q" answers={[]} />);
    expect(screen.getByText('No answers yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
