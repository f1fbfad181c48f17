import type { endpoints, ResponseOf } from '@academy/contract';

type OrderDetail = ResponseOf<typeof endpoints.order>;
type OrderSummary = ResponseOf<typeof endpoints.orders>['list'][number];
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { defineMessages, wordsIn } from '../../http/words.ts';
import type { LocaleCode } from '@academy/rules';
import { DOUBLE_PAYMENT, DOUBLE_PAYMENT_REASON } from './notices.ts';

const refusals = defineMessages({
  noOrder: { id: 'server.market.noOrder', defaultMessage: 'No such order.' },
});

export type OrderRow = {
  id: string; school_id: string; buyer_id: string; buyer_name: string | null; buyer_mobile: string | null; status: OrderSummary['status'];
  goods_type: OrderSummary['goodsType']; goods_id: string; title: string; title_en: string | null; amount_minor: string | number; currency: OrderSummary['currency'];
  payment_id: string | null; created_at: Date; paid_at: Date | null; refunded_at: Date | null; refund_reason: string | null;
};

export const ORDER_COLUMNS = `o.id, o.school_id, o.buyer_id, coalesce(u.real_name, u.nick_name) as buyer_name, u.mobile as buyer_mobile, o.status, o.goods_type, o.goods_id,
  o.title, o.title_en, o.amount_minor, o.currency, o.payment_id, o.created_at, o.paid_at, o.refunded_at, o.refund_reason`;
export const ORDER_FROM = 'orders o join users u on u.id = o.buyer_id';

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

export const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  schoolId: row.school_id,
  status: row.status,
  title: row.title,
  titleEn: row.title_en,
  goodsType: row.goods_type,
  goodsId: row.goods_id,
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  createdAt: iso(row.created_at)!,
  paidAt: iso(row.paid_at),
});

/** The schools whose orders an administrator of `schoolId` sees: the school and its sub-schools (schools.parent_id). */
export const ADMIN_SCHOOLS_SQL = (param: string) =>
  `(o.school_id = ${param} or o.school_id in (select s.id from schools s where s.parent_id = ${param}))`;

/**
 * An order as the caller may see it: administrators any order of the school or its sub-schools, everyone else only
 * their own. Anything else is 404 (another school's order is never revealed).
 */
export async function findOrder(db: Queryable, orderId: string | undefined, schoolId: string, caller: { userId: string; admin: boolean }, lock = false): Promise<OrderRow> {
  if (!orderId || !/^\d{19}$/.test(orderId)) throw notFound(refusals.noOrder);
  const scope = caller.admin ? ADMIN_SCHOOLS_SQL('$2') : '(o.school_id = $2 or o.school_id in (select s.id from schools s where s.parent_id = $2)) and o.buyer_id = $3';
  const [row] = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1 and ${scope}${lock ? ' for update of o' : ''}`, caller.admin ? [orderId, schoolId] : [orderId, schoolId, caller.userId]);
  if (!row) throw notFound(refusals.noOrder);
  return row;
}

type EventRow = { kind: OrderDetail['events'][number]['kind']; received_at: Date; amount_minor: string | number | null; currency: OrderDetail['currency'] | null };

/** One order with its payment events; an automatic refund's reason is worded in the reader's language. */
export async function orderDetail(db: Queryable, row: OrderRow, admin: boolean, locale: LocaleCode): Promise<OrderDetail> {
  const events = await db.query<EventRow>('select kind, received_at, amount_minor, currency from payment_events where order_id = $1 order by received_at, kind', [row.id]);
  const summary = toSummary(row);
  return {
    ...summary,
    items: [{ goodsType: summary.goodsType, goodsId: summary.goodsId, title: summary.title, amountMinor: summary.amountMinor, currency: summary.currency }],
    buyerMobile: admin ? row.buyer_mobile : null,
    refundedAt: iso(row.refunded_at),
    refundReason: row.refund_reason === DOUBLE_PAYMENT_REASON ? wordsIn(locale, DOUBLE_PAYMENT) : row.refund_reason,
    events: events.map((event) => ({ kind: event.kind, at: iso(event.received_at)!, amountMinor: event.amount_minor == null ? null : Number(event.amount_minor), currency: event.currency })),
    canRefund: admin && row.status === 'paid',
  };
}
