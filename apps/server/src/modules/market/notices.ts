import type { Database, Queryable } from '../../db/index.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import type { PaymentNotice } from './payment/provider.ts';
import { insertNotifications } from '../notifications/notices.ts';
import { orderNotices } from '../notifications/producers.ts';

type LockedOrder = { id: string; school_id: string; buyer_id: string; status: string; goods_type: string; goods_id: string; amount_minor: string; currency: string; title: string; title_en: string | null };

/** What a notification does to an order in each state; any other pair is refused (409). */
const NEXT: Record<PaymentNotice['type'], { from: string; to: string; kind: string }> = {
  'payment.succeeded': { from: 'pending', to: 'paid', kind: 'paid' },
  'payment.failed': { from: 'pending', to: 'failed', kind: 'failed' },
  'refund.succeeded': { from: 'refunding', to: 'refunded', kind: 'refunded' },
};

/** Paid: the buyer gets the course (enrolment) or the VIP days; refunded: they are taken back. */
async function grant(tx: Queryable, order: LockedOrder, give: boolean) {
  if (order.goods_type === 'course') {
    if (give) await tx.query('insert into enrollments (school_id, user_id, resource_id) values ($1, $2, $3) on conflict do nothing', [order.school_id, order.buyer_id, order.goods_id]);
    // Taken back only when no other paid order of the buyer still gives it (a refunded double payment leaves it).
    else {
      await tx.query(
        `delete from enrollments e where e.school_id = $1 and e.user_id = $2 and e.resource_id = $3 and not exists
           (select 1 from orders o where o.school_id = e.school_id and o.buyer_id = e.user_id and o.goods_type = 'course' and o.goods_id = e.resource_id and o.status = 'paid' and o.id <> $4)`,
        [order.school_id, order.buyer_id, order.goods_id, order.id],
      );
    }
    return;
  }
  const [pkg] = await tx.query<{ days: number }>('select days from vip_packages where id = $1', [order.goods_id]);
  const days = pkg?.days ?? 0;
  if (give) {
    await tx.query(
      `insert into vip_memberships (school_id, user_id, expires_at) values ($1, $2, now() + make_interval(days => $3::int))
       on conflict (school_id, user_id) do update set expires_at = greatest(vip_memberships.expires_at, now()) + make_interval(days => $3::int)`,
      [order.school_id, order.buyer_id, days],
    );
  } else {
    await tx.query('update vip_memberships set expires_at = expires_at - make_interval(days => $3::int) where school_id = $1 and user_id = $2', [order.school_id, order.buyer_id, days]);
  }
}

/** Why an order was refunded without anyone asking: stored as its refund reason (English), shown in the reader's language (orderDetail). */
export const DOUBLE_PAYMENT = defineMessages({
  reason: { id: 'server.market.paidTwice', defaultMessage: 'Paid twice for the same course: this payment is refunded automatically.' },
}).reason;
export const DOUBLE_PAYMENT_REASON = DOUBLE_PAYMENT.defaultMessage;

/**
 * Applies one verified notification in one transaction: the order is locked, the amount and currency must be the
 * order's, the event id must be new (a replay is refused, and so is anything after a final state), and the state moves.
 * A course paid for while the buyer already has it (two checkouts of the same course, both paid) is recorded as paid
 * and at once marked refunding: the caller then asks the provider for the money back (`refundDouble`).
 * A paid or refunded order makes its buyer's notification in the same transaction (`notificationIds`).
 * Its refusals answer the provider's notification: only the provider's server reads them, so they stay English.
 */
export async function applyNotice(db: Database, notice: PaymentNotice): Promise<{ status: string; notificationIds?: string[]; refundDouble?: { paymentId: string; orderId: string; amountMinor: number; currency: string } }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<LockedOrder>(
      'select id, school_id, buyer_id, status, goods_type, goods_id, amount_minor, currency, title, title_en from orders where payment_id = $1 for update',
      [notice.paymentId],
    );
    if (!order || order.id !== notice.merchantOrderId) throw new ApiError(404, 'No order has this payment.');
    if (Number(order.amount_minor) !== notice.amountMinor || order.currency !== notice.currency) throw new ApiError(409, 'The amount or currency is not the order’s: refused.');
    const [fresh] = await tx.query<{ event_id: string }>(
      'insert into payment_events (event_id, order_id, kind, amount_minor, currency) values ($1, $2, $3, $4, $5) on conflict (event_id) do nothing returning event_id',
      [`provider:${notice.eventId}`, order.id, NEXT[notice.type].kind, notice.amountMinor, notice.currency],
    );
    if (!fresh) throw new ApiError(409, 'This notification was received before: refused as a replay.');
    const step = NEXT[notice.type];
    if (order.status !== step.from) throw new ApiError(409, `The order is ${order.status}; a ${notice.type} notification does not apply.`);
    if (step.to === 'paid' && order.goods_type === 'course') {
      const [owned] = await tx.query('select 1 from enrollments where school_id = $1 and user_id = $2 and resource_id = $3', [order.school_id, order.buyer_id, order.goods_id]);
      if (owned) {
        await tx.query(`update orders set status = 'refunding', paid_at = now(), refund_reason = $2 where id = $1`, [order.id, DOUBLE_PAYMENT_REASON]);
        await tx.query(`insert into payment_events (event_id, order_id, kind, amount_minor, currency) values ($1, $2, 'refundRequested', $3, $4)`, [`local:refund:${order.id}`, order.id, order.amount_minor, order.currency]);
        return { status: 'refunding', refundDouble: { paymentId: notice.paymentId, orderId: order.id, amountMinor: Number(order.amount_minor), currency: order.currency } };
      }
    }
    const stamp = step.to === 'paid' ? ', paid_at = now()' : step.to === 'refunded' ? ', refunded_at = now()' : '';
    await tx.query(`update orders set status = $2${stamp} where id = $1`, [order.id, step.to]);
    if (step.to === 'paid') await grant(tx, order, true);
    if (step.to === 'refunded') await grant(tx, order, false);
    // The buyer's notification (issue 31), made with the state; the caller e-mails it once this commits.
    const notificationIds = step.to === 'paid' || step.to === 'refunded' ? await insertNotifications(tx, orderNotices(order, step.to)) : [];
    return { status: step.to, notificationIds };
  });
}
