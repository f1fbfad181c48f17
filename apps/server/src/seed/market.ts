import type { Queryable } from '../db/index.ts';
import { toMinor } from '../modules/market/money.ts';
import { DEMO } from './demoIds.ts';

const DAY = 86_400_000;

/** Demo ids of the market (helper range 35…). */
export const MARKET_DEMO = {
  vipMonth: '3500000000000000001',
  vipYear: '3500000000000000002',
  vipOverseas: '3500000000000000003',
  paidOrder: '3500000000000000011',
  failedOrder: '3500000000000000012',
  refundedOrder: '3500000000000000013',
  /** A paid course of the demo school that the learner has not bought (e2e buys it). */
  courseToBuy: '001-paid-1',
} as const;

/** VIP packages (zone 1 opens to their buyers) and three past orders of the demo learner. Idempotent. */
export async function seedMarket(db: Queryable, now: number) {
  const packages = [
    [MARKET_DEMO.vipMonth, DEMO.mainland, 'VIP 月卡', 'VIP monthly', 3000, 'CNY', 30, 1],
    [MARKET_DEMO.vipYear, DEMO.mainland, 'VIP 年卡', 'VIP yearly', 29_800, 'CNY', 365, 2],
    [MARKET_DEMO.vipOverseas, DEMO.overseas, 'VIP 年卡', 'VIP yearly', 4900, 'USD', 365, 1],
  ];
  for (const row of packages) {
    await db.query('insert into vip_packages (id, school_id, name, name_en, amount_minor, currency, days, position) values ($1,$2,$3,$4,$5,$6,$7,$8) on conflict do nothing', row);
  }
  const orders = [
    { id: MARKET_DEMO.paidOrder, course: '001-paid-8', status: 'paid', daysAgo: 12 },
    { id: MARKET_DEMO.failedOrder, course: '001-paid-2', status: 'failed', daysAgo: 9 },
    { id: MARKET_DEMO.refundedOrder, course: '001-paid-3', status: 'refunded', daysAgo: 5 },
  ];
  for (const order of orders) {
    const [course] = await db.query<{ name: string; name_en: string | null; price: string; currency: string }>('select name, name_en, price, currency from resources where id = $1 and price is not null', [order.course]);
    if (!course) continue;
    const at = new Date(now - order.daysAgo * DAY);
    const amount = toMinor(course.price, course.currency);
    const [fresh] = await db.query(
      `insert into orders (id, school_id, buyer_id, status, goods_type, goods_id, title, amount_minor, currency, payment_id, created_at, paid_at, refunded_at, refund_reason, title_en)
       values ($1, $2, $3, $4, 'course', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict do nothing returning id`,
      [order.id, DEMO.mainland, DEMO.learner.id, order.status, order.course, course.name, amount, course.currency, `demo_${order.id}`, at,
        order.status === 'failed' ? null : new Date(at.getTime() + 60_000), order.status === 'refunded' ? new Date(at.getTime() + DAY) : null, order.status === 'refunded' ? 'Bought twice by mistake' : null, course.name_en],
    );
    if (!fresh) continue;
    const kinds = order.status === 'paid' ? ['created', 'paid'] : order.status === 'failed' ? ['created', 'failed'] : ['created', 'paid', 'refundRequested', 'refunded'];
    for (const [index, kind] of kinds.entries()) {
      await db.query('insert into payment_events (event_id, order_id, kind, amount_minor, currency, received_at) values ($1, $2, $3, $4, $5, $6)', [
        `demo:${order.id}:${kind}`, order.id, kind, amount, course.currency, new Date(at.getTime() + index * (kind === 'refunded' || kind === 'refundRequested' ? DAY : 60_000)),
      ]);
    }
    if (order.status === 'paid') await db.query('insert into enrollments (school_id, user_id, resource_id) values ($1, $2, $3) on conflict do nothing', [DEMO.mainland, DEMO.learner.id, order.course]);
  }
}
