import { z } from './zod.ts';
import { CalendarDay } from './classes.ts';
import { Paging, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { Currency } from './portal.ts';

/**
 * The course market (issue 22): mall goods (paid courses and VIP packages of a school that sells), orders and their
 * payment through a provider behind an adapter. Amounts are integer minor units of their currency (JPY has none, the
 * others two decimals); the portal formats them with Intl.NumberFormat.
 */
const BASE = '/api/market/v1';
const SchoolQuery = z.object({ schoolId: SchoolId });

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunding', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const GoodsType = z.enum(['course', 'vipPackage']);

export const Money = z.object({ amountMinor: z.number().int(), currency: Currency });

export const MallCourse = Money.extend({ id: z.string(), name: z.string().nullable(), nameEn: z.string().nullable(), coverUrl: z.string().nullable(), zone: z.number().int(), owned: z.boolean() });
export const VipPackage = Money.extend({ id: z.string(), name: z.string(), nameEn: z.string().nullable(), days: z.number().int(), owned: z.boolean() });
export const MallGoods = z.object({
  /** The school's on-sale switch: off, nothing can be bought (lists are empty). */
  onSale: z.boolean(),
  courses: z.array(MallCourse),
  vipPackages: z.array(VipPackage),
  /** The caller's VIP membership end (zone 1 resources are open to them until then), or null. */
  vipUntil: z.string().nullable(),
});

export const OrderSummary = Money.extend({
  id: z.string(),
  schoolId: z.string(),
  status: OrderStatus,
  title: z.string(),
  /** The goods' English name, when it has one (the page shows the name of its language). */
  titleEn: z.string().nullable(),
  goodsType: GoodsType,
  goodsId: z.string(),
  buyerId: z.string(),
  buyerName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const PaymentEventKind = z.enum(['created', 'paid', 'failed', 'refundRequested', 'refunded']);
export const OrderDetail = OrderSummary.extend({
  items: z.array(Money.extend({ goodsType: GoodsType, goodsId: z.string(), title: z.string() })),
  buyerMobile: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  events: z.array(z.object({ kind: PaymentEventKind, at: z.string(), amountMinor: z.number().int().nullable(), currency: Currency.nullable() })),
  /** Administrators of the school may refund a paid order. */
  canRefund: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderListQuery = SchoolQuery.extend({
  subSchoolId: SchoolId.optional(),
  status: OrderStatus.optional(),
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
  buyer: z.string().trim().max(100).optional(),
  course: z.string().trim().max(100).optional(),
}).extend(Paging.shape);

export const CreateOrderBody = z.object({
  goodsType: GoodsType,
  goodsId: z.string().trim().min(1, 'choose what to buy').max(100),
  /** Where the payment page sends the browser back (a path on this site). */
  returnPath: z.string().max(500).regex(/^\/(?!\/)/, 'must be a path on this site').optional(),
});

export const marketEndpoints = {
  mallGoods: endpoint({ tag: 'market', method: 'GET', path: `${BASE}/portal/goods`, summary: 'The school’s goods on sale: paid courses and VIP packages (empty when the on-sale switch is off), with what the caller already owns', access: 'public', query: SchoolQuery, response: MallGoods }),
  createOrder: endpoint({ tag: 'market', method: 'POST', path: `${BASE}/orders`, summary: 'Buy a paid course or a VIP package: creates a pending order and answers the payment page to send the buyer to', access: 'member', query: SchoolQuery, body: CreateOrderBody, response: z.object({ order: OrderSummary, payUrl: z.string() }) }),
  orders: endpoint({ tag: 'market', method: 'GET', path: `${BASE}/orders`, summary: 'Orders, newest first, paged and filtered: administrators see the school’s (or one sub-school’s), everyone else only their own purchases', access: 'member', query: OrderListQuery, response: z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(OrderSummary), admin: z.boolean() }) }),
  order: endpoint({ tag: 'market', method: 'GET', path: `${BASE}/orders/:orderId`, summary: 'One order: items, buyer, amounts, payment events and refund state (the buyer or the school’s administrators)', access: 'member', query: SchoolQuery, response: OrderDetail }),
  refundOrder: endpoint({ tag: 'market', method: 'POST', path: `${BASE}/orders/:orderId/refund`, summary: 'Start refunding a paid order (administrators): it is refunding until the provider confirms', access: 'admin', query: SchoolQuery, body: z.object({ reason: z.string().trim().min(1, 'enter a reason').max(200) }), response: OrderDetail }),
  paymentCallback: endpoint({ tag: 'market', method: 'POST', path: `${BASE}/payment/callback`, summary: 'The payment provider’s signed notification (HMAC-SHA256 of timestamp and body): paid, failed or refunded; replays and mismatched amounts are refused', access: 'public', raw: true, response: z.object({ received: z.boolean() }) }),
} as const;
