import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { endpoints as marketEndpoints } from '@academy/contract';
import { safeRedirectPath } from '@academy/rules';
import type { AppEnv, Services } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages, say } from '../../http/words.ts';
import { register } from '../../http/register.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { mallGoods, sellableGoods } from './goods.ts';
import { applyNotice } from './notices.ts';
import { emailNotifications } from '../notifications/notices.ts';
import { listOrders } from './orderList.ts';
import { findOrder, orderDetail, toSummary, ORDER_COLUMNS, type OrderRow } from './orderRows.ts';
import { paymentProvider, paymentRefusals } from './payment/provider.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './payment/signature.ts';

const refusals = defineMessages({
  onlyPaidRefund: {
    id: 'server.market.onlyPaidRefund',
    defaultMessage: 'Only a paid order can be refunded; this one is {status, select, pending {pending} failed {failed} refunding {refunding} refunded {refunded} other {{status}}}.',
  },
});

/** 19 digits that sort by creation: the millisecond clock (13) and 6 random digits. */
const newOrderId = () => `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Asks the provider for an order's money back; when it does not take the request, the order is paid again (and can be refunded later). */
async function askRefund(services: Services, refund: { paymentId: string; orderId: string; amountMinor: number; currency: string }) {
  try {
    await paymentProvider(services).refund(refund);
  } catch (error) {
    await services.db.query(`update orders set status = 'paid', refund_reason = null where id = $1 and status = 'refunding'`, [refund.orderId]);
    await services.db.query('delete from payment_events where event_id = $1', [`local:refund:${refund.orderId}`]);
    throw error;
  }
}

/**
 * The course market (issue 22). Buying: members of the school; the order stays pending until the provider's signed
 * notification says paid or failed. Lists and details: administrators see the school's orders (and its
 * sub-schools'), everyone else only their own. Refunds: administrators, of paid orders.
 */
export function marketRoutes(app: Hono<AppEnv>) {
  register(app, marketEndpoints.mallGoods, async ({ query, services, user }) => mallGoods(services.db, query.schoolId, user?.userId ?? null));

  register(app, marketEndpoints.createOrder, async ({ query, body, services, user, c }) => {
    const db = services.db;
    const provider = paymentProvider(services);
    const goods = await sellableGoods(db, query.schoolId, user!.userId, body.goodsType, body.goodsId);
    const id = newOrderId();
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into orders (id, school_id, buyer_id, status, goods_type, goods_id, title, title_en, amount_minor, currency) values ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9)`,
        [id, query.schoolId, user!.userId, goods.goodsType, goods.goodsId, goods.title, goods.titleEn, goods.amountMinor, goods.currency],
      );
      await tx.query(`insert into payment_events (event_id, order_id, kind, amount_minor, currency) values ($1, $4, 'created', $2, $3)`, [`local:created:${id}`, goods.amountMinor, goods.currency, id]);
    });
    const origin = new URL(c.req.url).origin;
    // The payment page sends the buyer back here: a path of this site, by the one redirect rule.
    const returnPath = safeRedirectPath(body.returnPath, `/order/${query.schoolId}`);
    const returnUrl = `${origin}${returnPath}${returnPath.includes('?') ? '&' : '?'}orderId=${id}`;
    let payment: { paymentId: string; payUrl: string };
    try {
      payment = await provider.createPayment({ orderId: id, amountMinor: goods.amountMinor, currency: goods.currency, description: goods.title, returnUrl });
    } catch (error) {
      await db.query(`update orders set status = 'failed' where id = $1`, [id]);
      throw error instanceof ApiError ? error : new ApiError(409, paymentRefusals.noAnswer);
    }
    const [row] = await db.query<OrderRow>(`update orders o set payment_id = $2 from users u where o.id = $1 and u.id = o.buyer_id returning ${ORDER_COLUMNS}`, [id, payment.paymentId]);
    return { order: toSummary(row!), payUrl: payment.payUrl };
  });

  register(app, marketEndpoints.orders, async ({ query, services, user, role }) => listOrders(services.db, query, { userId: user!.userId, admin: role === 'admin' }));

  register(app, marketEndpoints.order, async ({ c, query, params, services, user, role }) => {
    const admin = role === 'admin';
    return orderDetail(services.db, await findOrder(services.db, params.orderId, query.schoolId, { userId: user!.userId, admin }), admin, readerLocale(c));
  });

  register(app, marketEndpoints.refundOrder, async ({ c, query, params, body, services, user }) => {
    const db = services.db;
    const caller = { userId: user!.userId, admin: true };
    // Marked refunding first (under the row lock), so two administrators cannot refund the same order twice.
    const order = await db.transaction(async (tx) => {
      const row = await findOrder(tx, params.orderId, query.schoolId, caller, true);
      if (row.status !== 'paid') throw new ApiError(409, say(refusals.onlyPaidRefund, { status: row.status }));
      await tx.query(`update orders set status = 'refunding', refund_reason = $2 where id = $1`, [row.id, body.reason]);
      await tx.query(`insert into payment_events (event_id, order_id, kind, amount_minor, currency) values ($1, $2, 'refundRequested', $3, $4)`, [`local:refund:${row.id}`, row.id, row.amount_minor, row.currency]);
      return row;
    });
    await askRefund(services, { paymentId: order.payment_id!, orderId: order.id, amountMinor: Number(order.amount_minor), currency: order.currency });
    return orderDetail(db, await findOrder(db, order.id, query.schoolId, caller), true, readerLocale(c));
  });

  register(app, marketEndpoints.paymentCallback, async ({ c, services }) => {
    const raw = await c.req.text();
    const notice = paymentProvider(services).verifyCallback(raw, { timestamp: c.req.header(TIMESTAMP_HEADER), signature: c.req.header(SIGNATURE_HEADER) });
    const applied = await applyNotice(services.db, notice);
    if (applied.notificationIds?.length) {
      void emailNotifications(services.db, services, applied.notificationIds).catch((error: unknown) => services.log.warn({ error: String(error) }, 'order notification e-mail failed'));
    }
    if (applied.refundDouble) {
      // The notification itself is taken either way; a refund the provider did not take waits for an administrator.
      await askRefund(services, applied.refundDouble).catch((error: unknown) => services.log.warn({ err: error, orderId: applied.refundDouble!.orderId }, 'automatic refund of a double payment not taken'));
    }
    return { received: true };
  });
}
