import { expect, test, type Locator } from '@playwright/test';
import { Browsing, LEARNER, SCHOOL } from './helpers.ts';

/**
 * Issue 34 item 2, decision 0039: a school's events read on the school's clock (Asia/Shanghai for the demo school),
 * named with its zone when the reader's clock differs, with the reader's own time beside it. The reader here is in
 * New York. Demo data: apps/server/src/seed (market.ts's paid order, classes.ts's ongoing class, portalCalls.ts's
 * study-group activity).
 */
const PAID_ORDER = '3500000000000000011';
const ONGOING_CLASS = '2000000000000000002';
const STUDY_GROUP = '3600000000000000032';
const SCHOOL_ZONE = 'Asia/Shanghai';
const READER_ZONE = 'America/New_York';

const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const clock = (iso: string, timeZone: string, withZone = false) =>
  spaces(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, ...(withZone ? { timeZoneName: 'short' } : {}) }).format(new Date(iso)));

/** "2:00" of "2:00 – 4:00 PM": the start's clock digits, which a range keeps whatever it leaves out. */
const hourMinute = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(new Date(iso)).filter((part) => part.type === 'hour' || part.type === 'minute').map((part) => part.value).join(':');

/** A school time shows the school's clock labelled "GMT+8", and the reader's New York clock beside it; answers its instant. */
async function expectSchoolTime(shown: Locator): Promise<string> {
  const time = shown.locator('time');
  const iso = (await time.getAttribute('datetime'))!;
  expect(spaces(await time.innerText())).toBe(clock(iso, SCHOOL_ZONE, true));
  expect(spaces(await time.innerText())).toMatch(/GMT\+8$/);
  expect(spaces(await shown.getByTestId('viewer-time').innerText())).toBe(`${clock(iso, READER_ZONE)} your time`);
  return iso;
}

test('an order, a class session and a community deadline read on the school’s clock, labelled, with the reader’s beside', async ({ browser }) => {
  const browsing = new Browsing(browser, { timezoneId: READER_ZONE });

  // The order: the same instant, with the same label, in the list and in its details.
  const page = await browsing.open(`/order/${SCHOOL}?orderId=${PAID_ORDER}`, { account: LEARNER });
  const inList = await expectSchoolTime(page.locator(`[data-order="${PAID_ORDER}"]`).getByTestId('school-time'));
  const inDetails = await expectSchoolTime(page.getByTestId('order-created').getByTestId('school-time'));
  expect(inDetails).toBe(inList);

  // A class session: from–to on the school's clock, labelled once, the reader's span beside it.
  await browsing.open(`/portal/${SCHOOL}/class-view/${ONGOING_CLASS}`, { account: LEARNER });
  const session = page.getByTestId('class-sessions').getByRole('listitem').first().getByTestId('school-time');
  await expect(session.locator('time')).toHaveText(/GMT\+8$/);
  const starts = (await session.locator('time').getAttribute('datetime'))!;
  expect(spaces(await session.locator('time').innerText())).toContain(hourMinute(starts, SCHOOL_ZONE));
  await expect(session.getByTestId('viewer-time')).toHaveText(/your time$/);

  // A community activity's enrolment deadline.
  await browsing.open(`/portal/${SCHOOL}/community/post/${STUDY_GROUP}`, { account: LEARNER });
  await expectSchoolTime(page.getByTestId('activity-places').getByTestId('school-time'));
});
