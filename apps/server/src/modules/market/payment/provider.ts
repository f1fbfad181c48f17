import { z } from 'zod';
import type { Services } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages, say } from '../../../http/words.ts';
import { checkSignature, signedHeaders } from './signature.ts';

/** What the market needs of a payment provider; the demo's and the tests' is the double in dev-parties/paymentParty.ts. */
export interface PaymentProvider {
  /** Registers a payment; the buyer is sent to `payUrl`, and comes back to `returnUrl`. */
  createPayment(input: { orderId: string; amountMinor: number; currency: string; description: string; returnUrl: string }): Promise<{ paymentId: string; payUrl: string }>;
  /** The notification if its signature is right and fresh; throws a 400 otherwise. */
  verifyCallback(rawBody: string, headers: { timestamp?: string; signature?: string }): PaymentNotice;
  /** Asks for the whole amount back; the provider confirms later with a `refund.succeeded` notification. */
  refund(input: { paymentId: string; orderId: string; amountMinor: number; currency: string }): Promise<{ refundId: string }>;
}

export const PaymentNotice = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed', 'refund.succeeded']),
  paymentId: z.string().min(1).max(100),
  merchantOrderId: z.string().max(40),
  amountMinor: z.number().int(),
  currency: z.string().max(3),
});
export type PaymentNotice = z.infer<typeof PaymentNotice>;

/** What a buyer or an administrator reads when the provider cannot be reached (the provider's own callback stays English, below). */
export const paymentRefusals = defineMessages({
  noAnswer: { id: 'server.market.providerNoAnswer', defaultMessage: 'The payment provider did not answer. Please try again later.' },
  refused: { id: 'server.market.providerRefused', defaultMessage: 'The payment provider refused the request ({status}).' },
  unavailable: { id: 'server.market.paymentsUnavailable', defaultMessage: 'Payments are not available on this server right now.' },
});

/** Answers to the provider's notifications: only the provider's server reads them, so they stay English. */
const PROBLEMS = { missing: 'The notification is not signed.', bad: 'The notification’s signature is wrong.', stale: 'The notification is too old (or from the future): refused as a replay.' };

/** A provider reached over HTTP with a shared secret: every request and every notification signed both ways. */
export function httpPaymentProvider(options: { url: string; secret: string; callbackUrl: string }): PaymentProvider {
  const post = async <T>(path: string, payload: unknown): Promise<T> => {
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${options.url}${path}`, { method: 'POST', headers: signedHeaders(options.secret, body), body, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new ApiError(409, paymentRefusals.noAnswer);
    }
    if (!response.ok) throw new ApiError(409, say(paymentRefusals.refused, { status: String(response.status) }));
    return (await response.json()) as T;
  };
  return {
    createPayment: (input) => post('/v1/payments', { merchantOrderId: input.orderId, amountMinor: input.amountMinor, currency: input.currency, description: input.description, returnUrl: input.returnUrl, callbackUrl: options.callbackUrl }),
    refund: (input) => post('/v1/refunds', { paymentId: input.paymentId, merchantOrderId: input.orderId, amountMinor: input.amountMinor, currency: input.currency }),
    verifyCallback(rawBody, headers) {
      const problem = checkSignature(options.secret, rawBody, headers.timestamp, headers.signature);
      if (problem) throw new ApiError(400, PROBLEMS[problem]);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new ApiError(400, 'The notification is not JSON.');
      }
      const notice = PaymentNotice.safeParse(parsed);
      if (!notice.success) throw new ApiError(400, 'The notification is not one we understand.');
      return notice.data;
    },
  };
}

const providers = new WeakMap<Services, PaymentProvider>();

/** Sets the provider of one running server (the demo's launcher and the tests do). */
export const setPaymentProvider = (services: Services, provider: PaymentProvider) => void providers.set(services, provider);

/** The server's provider: the one set, else one from PAYMENT_PROVIDER_URL / PAYMENT_SECRET / PAYMENT_CALLBACK_URL, else 409. */
export function paymentProvider(services: Services): PaymentProvider {
  const set = providers.get(services);
  if (set) return set;
  const { PAYMENT_PROVIDER_URL: url, PAYMENT_SECRET: secret, PAYMENT_CALLBACK_URL: callbackUrl } = process.env;
  if (url && secret && callbackUrl) {
    const provider = httpPaymentProvider({ url, secret, callbackUrl });
    providers.set(services, provider);
    return provider;
  }
  throw new ApiError(409, paymentRefusals.unavailable);
}
