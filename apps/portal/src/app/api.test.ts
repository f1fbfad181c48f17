import { afterAll, describe, expect, test, vi } from 'vitest';
import { TERMS_PENDING } from '@academy/rules';

/** The server's refusal of a write, with its reason code. */
const refusal = (reason: string) => new Response(JSON.stringify({ code: 403, message: 'Refused.', details: [{ path: 'reason', message: reason }] }), { status: 403 });
const fetch = vi.fn<typeof globalThis.fetch>();
vi.stubGlobal('fetch', fetch);
const { api } = await import('./api.ts');
const { onAgreementsRecheck } = await import('./agreementsRecheck.ts');
afterAll(() => vi.unstubAllGlobals());

describe('the portal’s API client', () => {
  test('a write refused because newer terms wait brings the acceptance prompt back (issue 32); other refusals do not', async () => {
    const rechecks = vi.fn();
    const stop = onAgreementsRecheck(rechecks);
    fetch.mockResolvedValueOnce(refusal('full'));
    await expect(api.joinByInvite({ body: { token: 'x'.repeat(43) } })).rejects.toMatchObject({ status: 403 });
    fetch.mockResolvedValueOnce(refusal(TERMS_PENDING));
    await expect(api.joinByInvite({ body: { token: 'x'.repeat(43) } })).rejects.toMatchObject({ status: 403, message: 'Refused.' });
    // The reason is read by a module loaded on the first 403.
    await vi.waitFor(() => expect(rechecks).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rechecks).toHaveBeenCalledTimes(1);
    stop();
  });
});
