import type { NotificationKind } from '@academy/rules';
import { defineMessages } from '../../http/words.ts';

/**
 * A notification's words (catalogue area `server`, 12 languages): its title — the e-mail's subject — and its text,
 * the same in the notification centre (worded in the reader's language) and in the e-mail (the recipient's).
 * Values: `class`, `questionnaire`, `live`, `order` (titles as they were), `time` (formatted for the reader).
 */
export const notificationWords = defineMessages({
  surveyReminderTitle: { id: 'server.notifications.surveyReminder.title', defaultMessage: 'Reminder: please answer “{questionnaire}”' },
  surveyReminderText: { id: 'server.notifications.surveyReminder.text', defaultMessage: 'Your lecturer asks you to answer the questionnaire “{questionnaire}” of the class “{class}”.' },
  liveStartingSoonTitle: { id: 'server.notifications.liveStartingSoon.title', defaultMessage: 'The live lecture “{live}” starts soon' },
  liveStartingSoonText: { id: 'server.notifications.liveStartingSoon.text', defaultMessage: 'The live lecture “{live}” of your class “{class}” starts at {time}. You can join from 10 minutes before the start.' },
  classStartingTomorrowTitle: { id: 'server.notifications.classStartingTomorrow.title', defaultMessage: 'Your class “{class}” starts tomorrow' },
  classStartingTomorrowText: { id: 'server.notifications.classStartingTomorrow.text', defaultMessage: 'The class “{class}” starts tomorrow, {time}.' },
  orderPaidTitle: { id: 'server.notifications.orderPaid.title', defaultMessage: 'Payment received: {order}' },
  orderPaidText: { id: 'server.notifications.orderPaid.text', defaultMessage: 'Your order “{order}” is paid. Thank you!' },
  orderRefundedTitle: { id: 'server.notifications.orderRefunded.title', defaultMessage: 'Refund completed: {order}' },
  orderRefundedText: { id: 'server.notifications.orderRefunded.text', defaultMessage: 'Your order “{order}” has been refunded.' },
  certificateIssuedTitle: { id: 'server.notifications.certificateIssued.title', defaultMessage: 'Your certificate for “{class}”' },
  certificateIssuedText: { id: 'server.notifications.certificateIssued.text', defaultMessage: 'Congratulations! You have earned the certificate of the class “{class}”.' },
  open: { id: 'server.notifications.email.open', defaultMessage: 'Open it in Academy Portal: {link}' },
  why: { id: 'server.notifications.email.why', defaultMessage: 'You receive this e-mail because of your notifications in Academy Portal. You find them all under the bell at the top of the portal.' },
});

export const TITLES: Record<NotificationKind, (typeof notificationWords)[keyof typeof notificationWords]> = {
  surveyReminder: notificationWords.surveyReminderTitle,
  liveStartingSoon: notificationWords.liveStartingSoonTitle,
  classStartingTomorrow: notificationWords.classStartingTomorrowTitle,
  orderPaid: notificationWords.orderPaidTitle,
  orderRefunded: notificationWords.orderRefundedTitle,
  certificateIssued: notificationWords.certificateIssuedTitle,
};

export const TEXTS: Record<NotificationKind, (typeof notificationWords)[keyof typeof notificationWords]> = {
  surveyReminder: notificationWords.surveyReminderText,
  liveStartingSoon: notificationWords.liveStartingSoonText,
  classStartingTomorrow: notificationWords.classStartingTomorrowText,
  orderPaid: notificationWords.orderPaidText,
  orderRefunded: notificationWords.orderRefundedText,
  certificateIssued: notificationWords.certificateIssuedText,
};
