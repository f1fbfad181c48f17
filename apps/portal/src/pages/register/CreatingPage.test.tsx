import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';

const calls = { registrationDraft: vi.fn(), createSchool: vi.fn() };
vi.mock('../../app/api.ts', () => ({ api: new Proxy({}, { get: (_, id: string) => (input: unknown) => (calls as Record<string, (input: unknown) => unknown>)[id]?.(input) }) }));
const { Component } = await import('./CreatingPage.tsx');

const SCHOOL = '5000000000000000042';
const STEPS = ['school', 'homePage', 'theme', 'footer', 'languages'];
const draft = (doneSteps: string[]) => ({
  kind: 'academy', status: 'provisioning', schoolId: SCHOOL, steps: STEPS, doneSteps, updatedAt: new Date().toISOString(),
  form: { name: '海洋学校', nameEn: 'Sea School', slug: 'sea-school', region: 'mainland', defaultLocale: 'zh_CN', timeZone: 'Asia/Shanghai', contactName: 'Lin', contactEmail: 'lin@example.com', idempotencyKey: 'k'.repeat(24) },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

afterEach(() => Object.values(calls).forEach((call) => call.mockReset()));

describe('creating page', () => {
  test('shows the server’s steps as they finish; after a lost answer, Try again asks with the same key and goes on', async () => {
    let polls = 0;
    calls.registrationDraft.mockImplementation(() => Promise.resolve(draft(STEPS.slice(0, Math.min(++polls, 3)))));
    let finish: (value: unknown) => void = () => undefined;
    // The first answer is lost once the steps above have shown (lost by the test, not by a clock that a busy machine
    // may reach before the polls do).
    let lose: (error: unknown) => void = () => undefined;
    calls.createSchool.mockReturnValueOnce(new Promise((_, reject) => (lose = reject)));
    calls.createSchool.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const router = createMemoryRouter(
      [
        { path: '/register/creating', loader: () => ({ draft: draft(['school']) }), Component },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/register/creating'] },
    );
    await renderInApp(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Creating your academy' });
    expect(screen.getByText('Creating the school and making you its administrator').nextSibling).toHaveTextContent('Done');
    await waitFor(() => expect(screen.getByText('Applying the default theme').nextSibling).toHaveTextContent('Done'), { timeout: 10_000 });
    expect(screen.getByText('Adding the footer').nextSibling).toHaveTextContent('Waiting');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    lose(new TypeError('Failed to fetch'));

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    expect(calls.createSchool).toHaveBeenCalledTimes(2);
    expect(calls.createSchool.mock.calls[0]![0].body.idempotencyKey).toBe('k'.repeat(24));
    expect(calls.createSchool.mock.calls[1]![0].body.idempotencyKey).toBe('k'.repeat(24));
    // The retry names the school as the form did (an empty spec name was refused, and read as "name taken").
    expect(calls.createSchool.mock.calls[1]![0].body.names).toEqual({ zh_CN: '海洋学校', en_US: 'Sea School' });
    finish({ schoolId: SCHOOL, kind: 'academy', slug: 'sea-school', steps: STEPS, doneSteps: STEPS });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/register/success?schoolId=${SCHOOL}`));
  }, 30_000);
});
