import { describe, expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { User } from '@academy/contract';
import { ToastProvider } from '@academy/ui';
import { renderInApp } from '../../../../packages/ui/src/test/render.tsx';
import { LocaleControlContext } from '../app/localeControl.ts';

const compareAndSignAgreements = vi.fn();
vi.mock('../app/api.ts', () => ({ api: { compareAndSignAgreements: (input: unknown) => compareAndSignAgreements(input) } }));
// The prompt's message area is in the test catalogue already; the portal's start (which areas wait for) never runs here.
vi.mock('../app/catalog.ts', () => ({ withMessageArea: (_area: string, load: () => Promise<unknown>) => load() }));
const { AgreementGate, recheckAgreements } = await import('./AgreementGate.tsx');
// The prompt the gate loads lazily, imported up front: its first load is a module transform, not the test's wait.
await import('../features/agreements/AgreementPrompt.tsx');

// Named, so the question for a name (the gate's other prompt) stays out of the agreements' tests.
const user: User = { userId: 'u-new', realName: '新用户', nickName: null, mobile: '13900000160', email: null, avatarUrl: null, schools: [] };
const pendingService = { kind: 'service', version: 2, publishedAt: '2026-12-01T00:00:00.000Z', acceptedVersion: null, changes: null };

describe('AgreementGate', () => {
  test('a write the server refused for terms not accepted (recheckAgreements, app/termsRefusal.ts) asks again and shows the prompt', async () => {
    // Nothing waited when the page loaded; a version published since is what the refused write ran into.
    compareAndSignAgreements.mockResolvedValueOnce({ pending: [], signed: [] }).mockResolvedValueOnce({ pending: [pendingService], signed: [] });
    await renderInApp(
      <LocaleControlContext.Provider value={{ locale: 'en_US', changeLocale: () => {} }}>
        <MemoryRouter initialEntries={['/register/invite']}>
          <AgreementGate user={user} />
        </MemoryRouter>
      </LocaleControlContext.Provider>,
    );
    await vi.waitFor(() => expect(compareAndSignAgreements).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(screen.queryByRole('region')).toBeNull();

    act(() => recheckAgreements());
    const prompt = await screen.findByRole('region', { name: 'Before you continue' }, { timeout: 10_000 });
    expect(prompt).toHaveTextContent('Terms of service, version 2');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
  });

  test('an account without a name is asked for one once nothing waits; “Not now” is remembered for that account', async () => {
    compareAndSignAgreements.mockResolvedValue({ pending: [], signed: [] });
    const nameless: User = { ...user, userId: 'u-nameless', realName: null };
    const show = () =>
      renderInApp(
        <LocaleControlContext.Provider value={{ locale: 'en_US', changeLocale: () => {} }}>
          <ToastProvider>
            <RouterProvider router={createMemoryRouter([{ path: '*', element: <AgreementGate user={nameless} /> }])} />
          </ToastProvider>
        </LocaleControlContext.Provider>,
      );
    const first = await show();
    const asked = await screen.findByRole('region', { name: 'What should we call you?' }, { timeout: 10_000 });
    await userEvent.click(within(asked).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'What should we call you?' })).toBeNull();
    first.unmount();
    // The next page load asks the server about the terms again, and does not ask for the name.
    const calls = compareAndSignAgreements.mock.calls.length;
    recheckAgreements();
    await show();
    await vi.waitFor(() => expect(compareAndSignAgreements.mock.calls.length).toBeGreaterThan(calls), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region')).toBeNull();
    localStorage.clear();
  });

  test('the name waits while the account is mid-step (joining by an invitation), then is asked where it arrives', async () => {
    compareAndSignAgreements.mockResolvedValue({ pending: [], signed: [] });
    const nameless: User = { ...user, userId: 'u-joining', realName: null };
    const router = createMemoryRouter([{ path: '*', element: <AgreementGate user={nameless} /> }], { initialEntries: ['/register/invite?schoolId=1000000000000000001'] });
    const calls = compareAndSignAgreements.mock.calls.length;
    recheckAgreements();
    await renderInApp(
      <LocaleControlContext.Provider value={{ locale: 'en_US', changeLocale: () => {} }}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </LocaleControlContext.Provider>,
    );
    await vi.waitFor(() => expect(compareAndSignAgreements.mock.calls.length).toBeGreaterThan(calls), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'What should we call you?' })).toBeNull();
    await act(() => router.navigate('/portal/1000000000000000001'));
    expect(await screen.findByRole('region', { name: 'What should we call you?' }, { timeout: 10_000 })).toBeVisible();
    localStorage.clear();
  });
});
