import { defineMessages } from 'react-intl';

/** The orders page (order/{schoolId}): administrators' order management, learners' purchases and the mall. */
export const orderMessages = {
  ...defineMessages<{
    adminTitle: { school: string };
    subSchoolTitle: { school: string };
    total: { count: number };
    detailTitle: { id: string };
    refundedOn: { date: string; reason: string };
  }>({
    adminTitle: { id: 'portal.order.adminTitle', defaultMessage: 'Orders of {school}', description: 'Orders page heading for administrators; {school} is the school name.' },
    subSchoolTitle: { id: 'portal.order.subSchoolTitle', defaultMessage: 'Orders of the sub-school {school}', description: 'Orders page heading for one sub-school; {school} is its name.' },
    total: { id: 'portal.order.total', defaultMessage: '{count, plural, one {# order} other {# orders}}', description: 'How many orders the filters found.' },
    detailTitle: { id: 'portal.order.detailTitle', defaultMessage: 'Order {id}', description: 'Heading of one order’s details; {id} is its number.' },
    refundedOn: { id: 'portal.order.refundedOn', defaultMessage: 'Refunded on {date}: {reason}', description: 'Order details: when and why it was refunded.' },
  }),
  ...defineMessages({
    myTitle: { id: 'portal.order.myTitle', defaultMessage: 'My purchases', description: 'Orders page heading for a learner: their own orders.' },
    filters: { id: 'portal.order.filters', defaultMessage: 'Filter orders', description: 'Label of the group of order filters.' },
    status: { id: 'portal.order.status', defaultMessage: 'Status', description: 'Order filter and column: payment status.' },
    anyStatus: { id: 'portal.order.anyStatus', defaultMessage: 'Any status', description: 'Status filter option: do not filter by status.' },
    from: { id: 'portal.order.from', defaultMessage: 'From', description: 'Order filter: first day of the date range.' },
    to: { id: 'portal.order.to', defaultMessage: 'To', description: 'Order filter: last day of the date range.' },
    buyer: { id: 'portal.order.buyer', defaultMessage: 'Buyer', description: 'Order filter and column: who bought (name, mobile or e-mail).' },
    course: { id: 'portal.order.course', defaultMessage: 'Course', description: 'Order filter and column: what was bought.' },
    apply: { id: 'portal.order.apply', defaultMessage: 'Apply filters', description: 'Button: filter the order list.' },
    reset: { id: 'portal.order.reset', defaultMessage: 'Clear filters', description: 'Button: remove every order filter.' },
    orderNo: { id: 'portal.order.orderNo', defaultMessage: 'Order', description: 'Column: the order number.' },
    amount: { id: 'portal.order.amount', defaultMessage: 'Amount', description: 'Column: the price paid.' },
    created: { id: 'portal.order.created', defaultMessage: 'Ordered', description: 'Column: when the order was placed.' },
    details: { id: 'portal.order.details', defaultMessage: 'Details', description: 'Link: open one order’s details.' },
    none: { id: 'portal.order.none', defaultMessage: 'No orders match.', description: 'Empty order list.' },
    close: { id: 'portal.order.close', defaultMessage: 'Back to the list', description: 'Link: leave the order details.' },
    items: { id: 'portal.order.items', defaultMessage: 'Items', description: 'Order details: what was bought.' },
    events: { id: 'portal.order.events', defaultMessage: 'Payment history', description: 'Order details: the payment events.' },
    refundReason: { id: 'portal.order.refundReason', defaultMessage: 'Reason for the refund', description: 'Field: why the order is refunded.' },
    refund: { id: 'portal.order.refund', defaultMessage: 'Refund', description: 'Button: give the buyer their money back.' },
    refundStarted: { id: 'portal.order.refundStarted', defaultMessage: 'The refund has started. The provider confirms it shortly.', description: 'Message after starting a refund.' },
    waiting: { id: 'portal.order.waiting', defaultMessage: 'Waiting for the payment provider…', description: 'The order is still pending after returning from payment.' },
    refresh: { id: 'portal.order.refresh', defaultMessage: 'Refresh', description: 'Button: load the order again.' },
    'status.pending': { id: 'portal.order.status.pending', defaultMessage: 'Pending', description: 'Order status: not paid yet.' },
    'status.paid': { id: 'portal.order.status.paid', defaultMessage: 'Paid', description: 'Order status: paid.' },
    'status.failed': { id: 'portal.order.status.failed', defaultMessage: 'Failed', description: 'Order status: the payment failed.' },
    'status.refunding': { id: 'portal.order.status.refunding', defaultMessage: 'Refunding', description: 'Order status: a refund is under way.' },
    'status.refunded': { id: 'portal.order.status.refunded', defaultMessage: 'Refunded', description: 'Order status: the money was given back.' },
    'event.created': { id: 'portal.order.event.created', defaultMessage: 'Order placed', description: 'Payment event: the order was created.' },
    'event.paid': { id: 'portal.order.event.paid', defaultMessage: 'Payment received', description: 'Payment event: paid.' },
    'event.failed': { id: 'portal.order.event.failed', defaultMessage: 'Payment failed', description: 'Payment event: failed.' },
    'event.refundRequested': { id: 'portal.order.event.refundRequested', defaultMessage: 'Refund requested', description: 'Payment event: an administrator started a refund.' },
    'event.refunded': { id: 'portal.order.event.refunded', defaultMessage: 'Refund confirmed', description: 'Payment event: the provider refunded.' },
  }),
};

/** The mall on the same page: what a learner can buy. */
export const marketMessages = {
  ...defineMessages<{
    vipDays: { days: number };
    vipUntil: { date: string };
    buy: { price: string };
  }>({
    vipDays: { id: 'portal.market.vipDays', defaultMessage: '{days, plural, one {# day} other {# days}} of the VIP zone', description: 'What a VIP package gives.' },
    vipUntil: { id: 'portal.market.vipUntil', defaultMessage: 'Your VIP zone is open until {date}.', description: 'The learner is a VIP member until a date.' },
    buy: { id: 'portal.market.buy', defaultMessage: 'Buy for {price}', description: 'Button: buy; {price} is the formatted price.' },
  }),
  ...defineMessages({
    title: { id: 'portal.market.title', defaultMessage: 'Courses for sale', description: 'Heading of the list of paid courses.' },
    vipTitle: { id: 'portal.market.vipTitle', defaultMessage: 'VIP packages', description: 'Heading of the VIP packages (they open the VIP zone).' },
    owned: { id: 'portal.market.owned', defaultMessage: 'Yours', description: 'Badge: the learner already has this course.' },
    notOnSale: { id: 'portal.market.notOnSale', defaultMessage: 'This school does not sell courses at the moment.', description: 'The school’s on-sale switch is off.' },
    buyFailed: { id: 'portal.market.buyFailed', defaultMessage: 'The order could not be placed.', description: 'Creating an order failed (a reason from the server may follow).' },
  }),
};
