import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { ToastProvider } from '@academy/ui';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';
import { titles } from '../../routes/titles.messages.ts';

const SCHOOL = '1000000000000000001';
const calls = { searchResources: vi.fn(), hotSearch: vi.fn(), mySearches: vi.fn(), clearHotSearch: vi.fn() };
vi.mock('../../app/api.ts', () => ({ api: new Proxy({}, { get: (_, id: string) => (input: unknown) => (calls as Record<string, (input: unknown) => unknown>)[id]!(input) }) }));
const session = vi.fn();
vi.mock('../../app/session.ts', () => ({ getSession: () => session() }));
const { ResultsPage, resultsLoader } = await import('./ResultsPage.tsx');
const { readLocalSearches, rememberLocalSearch } = await import('./searchHistory.ts');

async function open(keyword: string) {
  calls.searchResources.mockResolvedValue({ total: 0, list: [], pageNumber: 1, pageSize: 20 });
  calls.hotSearch.mockResolvedValue([{ keyword: 'Safety drills', count: 7 }]);
  const router = createMemoryRouter(
    [{ path: '/portal/:schoolId/search', loader: (args: LoaderFunctionArgs) => resultsLoader(args, true), Component: () => <ResultsPage title={titles.search} /> }],
    { initialEntries: [`/portal/${SCHOOL}/search?keyword=${encodeURIComponent(keyword)}`] },
  );
  const rendered = await renderInApp(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}
const region = (name: string) => screen.getByRole('region', { name });
const chips = (name: string) => within(region(name)).getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  Object.values(calls).forEach((call) => call.mockReset());
  session.mockReset();
  localStorage.clear();
});

describe('the search page’s keyword chips (issue 32)', () => {
  test('a visitor’s own searches come from this browser, and Clear empties it without asking the server', async () => {
    session.mockResolvedValue(null);
    rememberLocalSearch(SCHOOL, 'Leadership');
    const { container } = await open('Excel');
    expect(chips('Your recent searches')).toEqual(['Excel', 'Leadership']);
    expect(chips('Popular searches')).toEqual(['Safety drills']);
    // jsdom cannot compute colours: contrast is checked by the browser suites.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);
    expect(calls.mySearches).not.toHaveBeenCalled();

    await userEvent.click(within(region('Your recent searches')).getByRole('button', { name: 'Clear my searches' }));
    expect(await screen.findByText('Your searches were cleared.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your recent searches' })).toBeNull();
    expect(readLocalSearches(SCHOOL)).toEqual([]);
    expect(calls.clearHotSearch).not.toHaveBeenCalled();
    // Everybody's popular searches are not the visitor's to clear.
    expect(chips('Popular searches')).toEqual(['Safety drills']);
  });

  test('a signed-in user’s come from the server, which clears them; nothing is kept in the browser', async () => {
    session.mockResolvedValue({ userId: 'u-learner' });
    calls.mySearches.mockResolvedValue([{ keyword: 'Leadership', searchedAt: '2026-12-01T00:00:00.000Z' }]);
    calls.clearHotSearch.mockResolvedValue({ cleared: 2 });
    await open('Excel');
    expect(chips('Your recent searches')).toEqual(['Excel', 'Leadership']);
    expect(calls.mySearches).toHaveBeenCalledWith({ query: { schoolId: SCHOOL } });
    expect(readLocalSearches(SCHOOL)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear my searches' }));
    expect(await screen.findByText('Your searches were cleared.')).toBeVisible();
    expect(calls.clearHotSearch).toHaveBeenCalledWith({ query: { schoolId: SCHOOL } });
    expect(screen.queryByRole('region', { name: 'Your recent searches' })).toBeNull();
  });

  test('a clear the server refused says so, and keeps the list', async () => {
    session.mockResolvedValue({ userId: 'u-learner' });
    calls.mySearches.mockResolvedValue([{ keyword: 'Leadership', searchedAt: '2026-12-01T00:00:00.000Z' }]);
    calls.clearHotSearch.mockRejectedValue(new Error('offline'));
    await open('Excel');
    await userEvent.click(screen.getByRole('button', { name: 'Clear my searches' }));
    expect(await screen.findByText('Your searches could not be cleared. Try again.')).toBeVisible();
    expect(chips('Your recent searches')).toEqual(['Excel', 'Leadership']);
  });
});
