import { describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { User } from '@academy/contract';
import { renderInApp } from '../../../../packages/ui/src/test/render.tsx';
import { LocaleControlContext } from '../app/localeControl.ts';

const compareAndSignAgreements = vi.fn();
vi.mock('../app/api.ts', () => ({ api: { compareAndSignAgreements: (input: unknown) => compareAndSignAgreements(input) } }));
// The prompt's message area is in the test catalogue already; the portal's start (which areas wait for) never runs here.
vi.mock('../app/catalog.ts', () => ({ withMessageArea: (_area: string, load: () => Promise<unknown>) => load() }));
const { AgreementGate, recheckAgreements } = await import('./AgreementGate.tsx');
// The prompt the gate loads lazily, imported up front: its first load is a module transform, not the test's wait.
await import('../features/agreements/AgreementPrompt.tsx');

const user: User = { userId: 'u-new', realName: null, nickName: null, mobile: '13900000160', email: null, avatarUrl: null, schools: [] };
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
    await vi.waitFor(() => expect(compareAndSignAgreements).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region')).toBeNull();

    act(() => recheckAgreements());
    const prompt = await screen.findByRole('region', { name: 'Before you continue' }, { timeout: 5_000 });
    expect(prompt).toHaveTextContent('Terms of service, version 2');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
  });
});
