// @vitest-environment node
import { afterAll, describe, expect, test, vi } from 'vitest';
import { TERMS_PENDING } from '@academy/rules';

/** The server's refusal of a write, with its reason code. */
const refusal = (reason: string) => new Response(JSON.stringify({ code: 403, message: 'Refused.', details: [{ path: 'reason', message: reason }] }), { status: 403 });
const fetch = vi.fn<typeof globalThis.fetch>();
vi.stubGlobal('fetch', fetch);
const recheckAgreements = vi.fn();
vi.mock('../layouts/AgreementGate.tsx', () => ({ recheckAgreements: () => recheckAgreements() }));
const { api } = await import('./api.ts');
afterAll(() => vi.unstubAllGlobals());

describe('the portal’s API client', () => {
  test('a call refused because newer terms wait asks the AgreementGate to show the prompt again (issue 32); other refusals do not', async () => {
    fetch.mockResolvedValueOnce(refusal('full'));
    await expect(api.joinByInvite({ body: { token: 'x'.repeat(43) } })).rejects.toMatchObject({ status: 403 });
    fetch.mockResolvedValueOnce(refusal(TERMS_PENDING));
    await expect(api.joinByInvite({ body: { token: 'x'.repeat(43) } })).rejects.toMatchObject({ status: 403, message: 'Refused.' });
    // Read by a module loaded on the first 403 (the entry does not carry it).
    await vi.waitFor(() => expect(recheckAgreements).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recheckAgreements).toHaveBeenCalledTimes(1);
  });
});
