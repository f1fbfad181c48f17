import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { checkSignature, signedHeaders } from '../src/modules/market/payment/signature.ts';
import { endpoints } from '@academy/contract';
import type { Services } from '../src/http/context.ts';
import { httpPaymentProvider, setPaymentProvider, type PaymentNotice } from '../src/modules/market/payment/provider.ts';

/**
 * A payment provider for tests and the demo (no real money), on 127.0.0.1, a spare port. It behaves like a hosted
 * checkout:
 * - `POST /v1/payments` (signed by the merchant) registers a payment and answers its hosted page `payUrl`;
 * - `GET /pay/{id}` is that page: the amount, **Pay** and **Fail**; either sends the signed notification to the
 *   merchant's callback URL, then sends the browser back to the merchant's return URL;
 * - `POST /v1/refunds` (signed) accepts a refund of a paid payment and confirms it a moment later by notification.
 * Notifications are JSON, signed HMAC-SHA256 over `${timestamp}.${body}` (payment/signature.ts).
 */
export type PaymentParty = {
  url: string;
  secret: string;
  /** Every notification sent, in order (tests replay or alter them). */
  sent: { body: string; headers: Record<string, string> }[];
  /** Pays (or fails) a payment as the hosted page's buttons do, without a browser. */
  settle(paymentId: string, outcome: 'succeeded' | 'failed'): Promise<void>;
  stop(): Promise<void>;
};

type Payment = { id: string; merchantOrderId: string; amountMinor: number; currency: string; description: string; returnUrl: string; callbackUrl: string; state: 'open' | 'succeeded' | 'failed' | 'refunded' };
type Deliver = (url: string, body: string, headers: Record<string, string>) => Promise<void>;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const DIGITS: Record<string, number> = { JPY: 0 };
const formatAmount = (amountMinor: number, currency: string) => {
  const digits = DIGITS[currency] ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 10 ** digits);
};

const defaultDeliver: Deliver = async (url, body, headers) => {
  await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
};

export async function startPaymentParty(options: { secret?: string; deliver?: Deliver; refundDelayMs?: number } = {}): Promise<PaymentParty> {
  const secret = options.secret ?? randomBytes(24).toString('base64url');
  const deliver = options.deliver ?? defaultDeliver;
  const payments = new Map<string, Payment>();
  const sent: PaymentParty['sent'] = [];

  const notify = async (payment: Payment, type: PaymentNotice['type']) => {
    const notice: PaymentNotice = { eventId: `evt_${randomBytes(9).toString('hex')}`, type, paymentId: payment.id, merchantOrderId: payment.merchantOrderId, amountMinor: payment.amountMinor, currency: payment.currency };
    const body = JSON.stringify(notice);
    const headers = signedHeaders(secret, body);
    sent.push({ body, headers });
    await deliver(payment.callbackUrl, body, headers);
  };
  const settle = async (paymentId: string, outcome: 'succeeded' | 'failed') => {
    const payment = payments.get(paymentId);
    if (!payment || payment.state !== 'open') return;
    payment.state = outcome;
    await notify(payment, outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed');
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  /** The merchant's signed JSON request, or null (answered 401). */
  const signedJson = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
    if (checkSignature(secret, body, header('x-payment-timestamp'), header('x-payment-signature'))) {
      json(res, 401, { error: 'bad signature' });
      return null;
    }
    return JSON.parse(body) as Record<string, unknown>;
  };

  const page = (payment: Payment) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Demo Pay checkout</title></head>
<body><main><h1>Demo Pay</h1><p>Test payment provider: no real money moves.</p>
<p>${escapeHtml(payment.description)}</p><p>Amount: <strong>${escapeHtml(formatAmount(payment.amountMinor, payment.currency))}</strong></p>
<form method="post" action="/pay/${payment.id}/succeeded"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${payment.id}/failed"><button type="submit">Fail</button></form></main></body></html>`;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/v1/payments') {
        const input = await signedJson(req, res);
        if (!input) return;
        const id = `pay_${randomBytes(9).toString('hex')}`;
        payments.set(id, {
          id, merchantOrderId: String(input.merchantOrderId), amountMinor: Number(input.amountMinor), currency: String(input.currency), description: String(input.description ?? ''),
          returnUrl: String(input.returnUrl), callbackUrl: String(input.callbackUrl), state: 'open',
        });
        return json(res, 200, { paymentId: id, payUrl: `${address}/pay/${id}` });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const input = await signedJson(req, res);
        if (!input) return;
        const payment = payments.get(String(input.paymentId));
        if (!payment || payment.state !== 'succeeded' || Number(input.amountMinor) !== payment.amountMinor) return json(res, 409, { error: 'not refundable' });
        payment.state = 'refunded';
        setTimeout(() => void notify(payment, 'refund.succeeded'), options.refundDelayMs ?? 200);
        return json(res, 200, { refundId: `re_${randomBytes(9).toString('hex')}` });
      }
      const pay = /^\/pay\/(pay_[0-9a-f]+)(?:\/(succeeded|failed))?$/.exec(url.pathname);
      const payment = pay ? payments.get(pay[1]!) : undefined;
      if (!payment) return json(res, 404, { error: 'no such payment' });
      if (req.method === 'GET' && !pay![2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(page(payment));
      }
      if (req.method === 'POST' && pay![2]) {
        await settle(payment.id, pay![2] as 'succeeded' | 'failed');
        res.writeHead(303, { location: payment.returnUrl });
        return res.end();
      }
      return json(res, 405, { error: 'method not allowed' });
    } catch {
      return json(res, 400, { error: 'bad request' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: address,
    secret,
    sent,
    settle,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo's payment provider (main.ts, unless DEMO_PAYMENT_PARTY=0): the party, and the server pointed at it. */
export async function startDemoPayment(services: Services, port: number): Promise<PaymentParty> {
  const party = await startPaymentParty();
  setPaymentProvider(services, httpPaymentProvider({ url: party.url, secret: party.secret, callbackUrl: `http://127.0.0.1:${port}${endpoints.paymentCallback.path}` }));
  return party;
}
