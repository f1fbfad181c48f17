/**
 * Notifications (issue 31): what a notification is about and where it leads. Shared by the server (the link in the
 * e-mail, the list's `link`) and the portal (the list page, the bell).
 */
export const NOTIFICATION_KINDS = ['surveyReminder', 'liveStartingSoon', 'classStartingTomorrow', 'orderPaid', 'orderRefunded', 'certificateIssued'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A live lecture starting within this many minutes is announced to the learners of its class (once). */
export const LIVE_SOON_MINUTES = 15;

/** Page size of the notification list, and its largest. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** What a notification carries, per kind: ids for its link, and the titles it names (as they were when it was made). */
export type NotificationParams = {
  classId?: string;
  classTitle?: string;
  questionnaireId?: string;
  questionnaireTitle?: string;
  liveId?: string;
  liveTitle?: string;
  startsAt?: string;
  orderId?: string;
  orderTitle?: string;
  /** The order's English title when it has one: readers of other languages than Chinese get it (localizedName). */
  orderTitleEn?: string;
  certificateId?: string;
};

/** The portal page a notification opens (a path on the site; the e-mail prefixes the public origin). */
export function notificationLink(schoolId: string, kind: NotificationKind, params: NotificationParams): string {
  const school = encodeURIComponent(schoolId);
  const id = (value: string | undefined) => encodeURIComponent(value ?? '');
  switch (kind) {
    case 'surveyReminder':
      return `/classInfo/${school}/question-survey/${id(params.questionnaireId)}`;
    case 'liveStartingSoon':
    case 'classStartingTomorrow':
    case 'certificateIssued':
      return `/portal/${school}/class-view/${id(params.classId)}`;
    case 'orderPaid':
    case 'orderRefunded':
      return `/order/${school}?orderId=${id(params.orderId)}`;
  }
}
