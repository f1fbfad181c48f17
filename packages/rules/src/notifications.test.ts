import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationLink } from './notifications.ts';

describe('notificationLink', () => {
  const school = '1000000000000000001';
  it('leads each kind to its target page', () => {
    expect(notificationLink(school, 'surveyReminder', { classId: '2', questionnaireId: '41' })).toBe(`/classInfo/${school}/question-survey/41`);
    expect(notificationLink(school, 'liveStartingSoon', { classId: '2', liveId: '9' })).toBe(`/portal/${school}/class-view/2`);
    expect(notificationLink(school, 'classStartingTomorrow', { classId: '3' })).toBe(`/portal/${school}/class-view/3`);
    expect(notificationLink(school, 'orderPaid', { orderId: 'o 1' })).toBe(`/order/${school}?orderId=o%201`);
    expect(notificationLink(school, 'orderRefunded', { orderId: 'o2' })).toBe(`/order/${school}?orderId=o2`);
  });
  it('every kind has a link on the site', () => {
    for (const kind of NOTIFICATION_KINDS) expect(notificationLink(school, kind, {})).toMatch(/^\/[a-zA-Z]/);
  });
});
