// @postgres-pass: a replayed payment notice is refused and the order paid once, on a pool of connections.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import type { PaymentParty } from '../../dev-parties/paymentParty.ts';
import { signedHeaders } from '../../src/modules/market/payment/signature.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { call, CALLBACK, eventually, M, MOBILE, O3, OVERSEAS, SCHOOL, withPaymentParty, type Caller } from './helpers.ts';

let server: Server;
let party: PaymentParty;
let learner: Caller;
let learner2: Caller;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  party = await withPaymentParty(server);
  learner = await signIn(server, MOBILE.learner);
  learner2 = await signIn(server, MOBILE.learner2);
  admin = await signIn(server, MOBILE.admin);
}, 60_000);
afterAll(async () => {
  await party.stop();
  await server.db.close();
});

const buy = (who: Caller, goodsId: string, goodsType = 'course') => call(who, 'POST', `${M}/orders?schoolId=${SCHOOL}`, { goodsType, goodsId });
const order = (who: Caller, id: string, school = SCHOOL) => call(who, 'GET', `${M}/orders/${id}?schoolId=${school}`);
const paymentIdOf = (payUrl: string) => payUrl.split('/').pop()!;
const postNotice = (body: string, headers: Record<string, string>) => browser(server).request('POST', CALLBACK, { body, headers });

/** A paid course nobody has bought yet, as the mall lists it. */
async function unownedCourse(who: Caller, skip: string[] = []) {
  const goods = await call(who, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
  return goods.body.data.courses.find((course: { owned: boolean; id: string }) => !course.owned && !skip.includes(course.id));
}

describe('mall goods', () => {
  test('the school’s paid courses and VIP packages, in minor units of their currency (JPY without decimals)', async () => {
    const goods = await call(learner, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
    expect(goods.status).toBe(200);
    expect(goods.body.data.onSale).toBe(true);
    expect(goods.body.data.vipPackages.map((p: { nameEn: string }) => p.nameEn)).toEqual(['VIP monthly', 'VIP yearly']);
    const yen = goods.body.data.courses.find((course: { currency: string }) => course.currency === 'JPY');
    expect(yen.amountMinor).toBe(1980);
    const euro = goods.body.data.courses.find((course: { currency: string }) => course.currency === 'EUR');
    expect(euro.amountMinor % 1).toBe(0);
    expect(goods.body.data.courses.every((course: { zone: number }) => course.zone !== 2)).toBe(true);
  });

  test('a school whose on-sale switch is off sells nothing, and refuses orders', async () => {
    await server.db.query('update schools set on_sale = false where id = $1', [SCHOOL]);
    try {
      const goods = await call(learner, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
      expect(goods.body.data).toMatchObject({ onSale: false, courses: [], vipPackages: [] });
      const refused = await buy(learner, '001-paid-1');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/does not sell/);
    } finally {
      await server.db.query('update schools set on_sale = true where id = $1', [SCHOOL]);
    }
  });

  test('a school with ordering turned off refuses orders with a message, whatever the client', async () => {
    await server.db.query('update schools set order_disabled = true where id = $1', [SCHOOL]);
    try {
      const refused = await buy(learner, '001-paid-1');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Ordering is turned off/);
    } finally {
      await server.db.query('update schools set order_disabled = false where id = $1', [SCHOOL]);
    }
  });
});

describe('buying', () => {
  test('a paid course: pending order → the provider’s page → paid, and the course is the buyer’s', async () => {
    const course = await unownedCourse(learner);
    const created = await buy(learner, course.id);
    expect(created.status).toBe(200);
    const { order: summary, payUrl } = created.body.data;
    expect(summary).toMatchObject({ status: 'pending', amountMinor: course.amountMinor, currency: course.currency, goodsId: course.id });
    expect(summary.titleEn).toBe(course.nameEn);
    expect(payUrl.startsWith(party.url)).toBe(true);
    const page = await fetch(payUrl).then((response) => response.text());
    expect(page).toContain('<button type="submit">Pay</button>');
    await party.settle(paymentIdOf(payUrl), 'succeeded');
    const paid = await order(learner, summary.id);
    expect(paid.body.data).toMatchObject({ status: 'paid', canRefund: false });
    expect(paid.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'paid']);
    expect((await unownedCourse(learner)).id).not.toBe(course.id);
    expect((await buy(learner, course.id)).status).toBe(409);
  });

  test('two checkouts of one course, both paid: the second payment is refunded by itself and the course stays the buyer’s', async () => {
    const course = await unownedCourse(learner2);
    // The buyer leaves the provider's page without paying, comes back and buys again: two open payments.
    const first = (await buy(learner2, course.id)).body.data;
    const second = (await buy(learner2, course.id)).body.data;
    expect(first.order.id).not.toBe(second.order.id);
    await party.settle(paymentIdOf(second.payUrl), 'succeeded');
    await party.settle(paymentIdOf(first.payUrl), 'succeeded');
    expect((await order(learner2, second.order.id)).body.data.status).toBe('paid');
    const doubled = await eventually(() => order(learner2, first.order.id), (answer) => answer.body.data.status === 'refunded');
    expect(doubled.body.data).toMatchObject({ status: 'refunded', refundReason: expect.stringMatching(/Paid twice/) });
    expect(doubled.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'paid', 'refundRequested', 'refunded']);
    // The automatic reason is the platform's words, so it reads in the buyer's language (an administrator's stays as typed).
    const inChinese = await learner2.request('GET', `${M}/orders/${first.order.id}?schoolId=${SCHOOL}`, { headers: { 'sxz-lang': 'zh_CN' } });
    expect(inChinese.body.data.refundReason).toBe('同一课程重复付款：此笔付款将自动退款。');
    const goods = await call(learner2, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
    expect(goods.body.data.courses.find((item: { id: string }) => item.id === course.id).owned).toBe(true);
  });

  test('the Fail button: the order is failed and nothing is granted', async () => {
    const course = await unownedCourse(learner2);
    const created = await buy(learner2, course.id);
    await party.settle(paymentIdOf(created.body.data.payUrl), 'failed');
    expect((await order(learner2, created.body.data.order.id)).body.data.status).toBe('failed');
    expect((await unownedCourse(learner2)).id).toBe(course.id);
  });

  test('free, unknown or malformed goods are refused with a message', async () => {
    const [free] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 and price is null limit 1', [SCHOOL]);
    const freeAnswer = await buy(learner, free!.id);
    expect(freeAnswer.status).toBe(409);
    expect(freeAnswer.body.message).toMatch(/free/);
    expect((await buy(learner, 'no-such-course')).status).toBe(404);
    const bad = await call(learner, 'POST', `${M}/orders?schoolId=${SCHOOL}`, { goodsType: 'house', goodsId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/goodsType/);
    const [foreign] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 and resource_type = 10 limit 1', [OVERSEAS]);
    expect((await buy(learner, foreign!.id)).status).toBe(404);
  });

  test('a VIP package: paid opens the VIP zone until a date', async () => {
    const created = await buy(learner2, '3500000000000000001', 'vipPackage');
    expect(created.body.data.order).toMatchObject({ amountMinor: 3000, currency: 'CNY', goodsType: 'vipPackage' });
    await party.settle(paymentIdOf(created.body.data.payUrl), 'succeeded');
    const goods = await call(learner2, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
    expect(Date.parse(goods.body.data.vipUntil)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  test('anonymous callers must sign in; a school the caller is not in is 403', async () => {
    expect((await browser(server).request('POST', `${M}/orders?schoolId=${SCHOOL}`, { json: { goodsType: 'course', goodsId: '001-paid-1' } })).status).toBe(401);
    expect((await call(learner, 'GET', `${M}/orders?schoolId=${O3}`)).status).toBe(403);
  });
});

describe('payment notifications', () => {
  async function pendingOrder() {
    const course = await unownedCourse(learner, []);
    const created = await buy(learner, course.id);
    return { id: created.body.data.order.id as string, paymentId: paymentIdOf(created.body.data.payUrl), amountMinor: course.amountMinor as number, currency: course.currency as string };
  }
  const notice = (pending: Awaited<ReturnType<typeof pendingOrder>>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ eventId: `evt_${Math.random().toString(16).slice(2)}`, type: 'payment.succeeded', paymentId: pending.paymentId, merchantOrderId: pending.id, amountMinor: pending.amountMinor, currency: pending.currency, ...extra });

  test('a wrong signature, no signature or a stale timestamp is refused (400) and changes nothing', async () => {
    const pending = await pendingOrder();
    const body = notice(pending);
    const wrong = await postNotice(body, signedHeaders('not-the-secret', body));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/signature/);
    expect((await postNotice(body, { 'content-type': 'application/json' })).status).toBe(400);
    const stale = await postNotice(body, signedHeaders(party.secret, body, Date.now() - 3_600_000));
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/replay/);
    const tampered = await postNotice(body.replace(String(pending.amountMinor), '1'), signedHeaders(party.secret, body));
    expect(tampered.status).toBe(400);
    expect((await order(learner, pending.id)).body.data.status).toBe('pending');
  });

  test('a correctly signed notice whose amount or currency is not the order’s is refused (409)', async () => {
    const pending = await pendingOrder();
    for (const body of [notice(pending, { amountMinor: 1 }), notice(pending, { currency: pending.currency === 'USD' ? 'EUR' : 'USD' })]) {
      const answer = await postNotice(body, signedHeaders(party.secret, body));
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/amount or currency/);
    }
    expect((await order(learner, pending.id)).body.data.status).toBe('pending');
  });

  test('a replayed notification (same event) is refused; the order is paid once', async () => {
    const pending = await pendingOrder();
    await party.settle(pending.paymentId, 'succeeded');
    const first = party.sent.at(-1)!;
    const replay = await postNotice(first.body, first.headers);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toMatch(/replay/);
    const detail = await order(learner, pending.id);
    expect(detail.body.data.events.filter((event: { kind: string }) => event.kind === 'paid')).toHaveLength(1);
  });
});

describe('orders and refunds', () => {
  let paidId: string;
  beforeAll(async () => {
    const course = await unownedCourse(learner2);
    const created = await buy(learner2, course.id);
    paidId = created.body.data.order.id;
    await party.settle(paymentIdOf(created.body.data.payUrl), 'succeeded');
  });

  test('a learner sees only their own orders; another’s is 404', async () => {
    const mine = await call(learner, 'GET', `${M}/orders?schoolId=${SCHOOL}&pageSize=50`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.admin).toBe(false);
    expect(mine.body.data.list.length).toBeGreaterThan(0);
    expect(mine.body.data.list.every((row: { buyerId: string }) => row.buyerId === 'u-learner')).toBe(true);
    expect((await order(learner, paidId)).status).toBe(404);
  });

  test('the administrator sees the school’s orders, filtered by status, buyer, course and dates', async () => {
    const all = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&pageSize=50`);
    expect(all.body.data.admin).toBe(true);
    const buyers = new Set(all.body.data.list.map((row: { buyerId: string }) => row.buyerId));
    expect(buyers.has('u-learner') && buyers.has('u-learner-2')).toBe(true);
    const failed = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&status=failed`);
    expect(failed.body.data.list.every((row: { status: string }) => row.status === 'failed')).toBe(true);
    expect(failed.body.data.total).toBeGreaterThan(0);
    const byBuyer = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&buyer=13800000005`);
    expect(byBuyer.body.data.list.every((row: { buyerId: string }) => row.buyerId === 'u-learner-2')).toBe(true);
    const detail = (await order(admin, paidId)).body.data;
    const byCourse = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&course=${encodeURIComponent(detail.goodsId)}`);
    expect(byCourse.body.data.list.map((row: { id: string }) => row.id)).toContain(paidId);
    // By the course's name as the list shows it: the Chinese title, or the English one an English page shows.
    for (const name of [detail.title, detail.titleEn.toLocaleUpperCase()]) {
      const byName = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&pageSize=50&course=${encodeURIComponent(name)}`);
      expect(byName.body.data.list.map((row: { id: string }) => row.id)).toContain(paidId);
    }
    const future = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&from=2999-01-01`);
    expect(future.body.data.total).toBe(0);
    const old = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&to=2000-01-01`);
    expect(old.body.data.total).toBe(0);
    const bad = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&from=yesterday&status=lost`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/from/);
  });

  test('a date filter that is no real day is a 400 with a message, never a 500', async () => {
    for (const filter of ['from=2026-13-45', 'to=2026-02-30', 'from=0000-01-01', 'to=2026-1-5']) {
      const answer = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&${filter}`);
      expect({ filter, status: answer.status, message: answer.body.message }).toEqual({ filter, status: 400, message: expect.stringMatching(/^Invalid request: (from|to): /) });
    }
  });

  test('an administrator of another school: 403 in ours, 404 for our order from theirs', async () => {
    const outsider = await signIn(server, '13900000077');
    await server.db.query("insert into members (school_id, user_id, role) select $1, id, 'admin' from users where mobile = $2", [OVERSEAS, '13900000077']);
    expect((await call(outsider, 'GET', `${M}/orders?schoolId=${SCHOOL}`)).status).toBe(403);
    expect((await order(outsider, paidId)).status).toBe(403);
    expect((await order(outsider, paidId, OVERSEAS)).status).toBe(404);
    expect((await call(outsider, 'POST', `${M}/orders/${paidId}/refund?schoolId=${OVERSEAS}`, { reason: 'x' })).status).toBe(404);
  });

  test('paid → refunding → refunded (administrator); the course is taken back', async () => {
    expect((await call(learner2, 'POST', `${M}/orders/${paidId}/refund?schoolId=${SCHOOL}`, { reason: 'mine' })).status).toBe(403);
    const noReason = await call(admin, 'POST', `${M}/orders/${paidId}/refund?schoolId=${SCHOOL}`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await order(admin, paidId)).body.data.canRefund).toBe(true);
    const started = await call(admin, 'POST', `${M}/orders/${paidId}/refund?schoolId=${SCHOOL}`, { reason: 'Bought by mistake' });
    expect(started.status).toBe(200);
    expect(['refunding', 'refunded']).toContain(started.body.data.status);
    const done = await eventually(() => order(admin, paidId), (answer) => answer.body.data.status === 'refunded');
    expect(done.body.data).toMatchObject({ status: 'refunded', refundReason: 'Bought by mistake', canRefund: false });
    expect(done.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'paid', 'refundRequested', 'refunded']);
    const again = await call(admin, 'POST', `${M}/orders/${paidId}/refund?schoolId=${SCHOOL}`, { reason: 'again' });
    expect([again.status, again.body.message]).toEqual([409, 'Only a paid order can be refunded; this one is refunded.']);
    // The administrator's page asks in its language: the sentence and the order's status are in it.
    const german = await admin.request('POST', `${M}/orders/${paidId}/refund?schoolId=${SCHOOL}`, { json: { reason: 'again' }, headers: { 'sxz-lang': 'de_DE' } });
    expect([german.status, german.body.message]).toEqual([409, 'Nur eine bezahlte Bestellung kann erstattet werden; diese hat den Status „Erstattet“.']);
    const goods = await call(learner2, 'GET', `${M}/portal/goods?schoolId=${SCHOOL}`);
    expect(goods.body.data.courses.find((course: { id: string }) => course.id === done.body.data.goodsId).owned).toBe(false);
  });

  test('the seeded demo orders are the demo learner’s', async () => {
    const demo = await order(learner, '3500000000000000013');
    expect(demo.body.data).toMatchObject({ status: 'refunded', buyerId: 'u-learner' });
  });
});

describe('sub-schools', () => {
  const SHENZHEN = '3400000000000000001';
  beforeAll(async () => {
    await server.db.query(
      `insert into orders (id, school_id, buyer_id, status, goods_type, goods_id, title, amount_minor, currency) values ('3500000000000000091', $1, 'u-learner', 'paid', 'course', 'x', 'Shenzhen course', 1000, 'CNY')`,
      [SHENZHEN],
    );
  });

  test('the school’s administrator lists one sub-school’s orders; a school that is not its child is 404', async () => {
    const sub = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&subSchoolId=${SHENZHEN}`);
    expect(sub.status).toBe(200);
    expect(sub.body.data.list.map((row: { id: string }) => row.id)).toEqual(['3500000000000000091']);
    const whole = await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&pageSize=50&course=Shenzhen`);
    expect(whole.body.data.list.map((row: { id: string }) => row.id)).toContain('3500000000000000091');
    expect((await call(admin, 'GET', `${M}/orders?schoolId=${SCHOOL}&subSchoolId=${OVERSEAS}`)).status).toBe(404);
    expect((await order(admin, '3500000000000000091')).body.data.schoolId).toBe(SHENZHEN);
  });
});
