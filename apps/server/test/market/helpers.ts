import type { Server } from '../../src/server.ts';
import { httpPaymentProvider, setPaymentProvider } from '../../src/modules/market/payment/provider.ts';
import { startPaymentParty, type PaymentParty } from '../../dev-parties/paymentParty.ts';
import { signIn } from '../harness.ts';

export const M = '/api/market/v1';
export const SCHOOL = '1000000000000000001';
export const OVERSEAS = '1000000000000000002';
export const O3 = '1000000000000000003';
export const MOBILE = { learner: '13800000001', learner2: '13800000005', admin: '13800000003', lecturer: '13800000002' } as const;
export const CALLBACK = `${M}/payment/callback`;

/** The payment double with its notifications delivered straight into the test server (no listening socket needed). */
export async function withPaymentParty(server: Server): Promise<PaymentParty> {
  const party = await startPaymentParty({
    refundDelayMs: 0,
    deliver: async (url, body, headers) => {
      await server.app.request(`http://localhost${new URL(url).pathname}`, { method: 'POST', headers: { ...headers, host: 'localhost' }, body });
    },
  });
  setPaymentProvider(server.services, httpPaymentProvider({ url: party.url, secret: party.secret, callbackUrl: `http://localhost${CALLBACK}` }));
  return party;
}

export type Caller = Awaited<ReturnType<typeof signIn>>;
export const call = (who: Caller, method: string, path: string, json?: unknown) => who.request(method, path, json === undefined ? {} : { json });

/** Waits (bounded) until `check` holds: refunds are confirmed by a notification a moment later. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, tries = 50): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !check(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    value = await read();
  }
  return value;
}
