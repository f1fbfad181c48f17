import { expect, test, type Page } from '@playwright/test';
import { Browsing, LEARNER, LECTURER, SCHOOL, axeViolations } from './helpers.ts';

/** Demo data (apps/server/src/seed/classes.ts, classFiles.ts): the ongoing class the demo learner is enrolled in. */
const ONGOING = '2000000000000000002';
const CLASS_PAGE = `/portal/${SCHOOL}/class-view/${ONGOING}`;
const MY_LEARNING = `/portal/${SCHOOL}/my-learning`;
const ROOMS = 'https://meet.example.com/**';
const SOON = 'E2E live: starts in five minutes';
const LATER = 'E2E live: starts in three hours';

/** The lecturer schedules a live lecture in the ongoing class through the lecturing center's call; answers its id. */
async function schedule(page: Page, title: string, startsInMinutes: number): Promise<string> {
  const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + startsInMinutes * 60_000).toISOString();
  const answer = await page.request.post('/api/manager/lecture/addLive', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin, tenantId: SCHOOL },
    data: { classId: ONGOING, title, startsAt, durationMinutes: 60, roomUrl: 'https://meet.example.com/e2e-room' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.id as string;
}

test('a learner sees their class’s live lectures on the class page and in My learning, joins in the window and subscribes to the calendar', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  // The learner is in Berlin while the school is in Shanghai: times show both clocks.
  const browsing = new Browsing(browser, { timezoneId: 'Europe/Berlin' });
  const lecturer = await browsing.open(`/portal/${SCHOOL}`, { account: LECTURER });
  await schedule(lecturer, SOON, 5);
  const later = await schedule(lecturer, LATER, 180);

  const page = await browsing.page(LEARNER);
  await page.context().route(ROOMS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Meeting room</title><h1>Meeting room</h1></html>' }));

  // The class page: both lectures, the later one not joinable yet, with when it opens.
  await browsing.open(CLASS_PAGE, { account: LEARNER });
  const lives = page.getByTestId('class-lives');
  const laterCard = lives.getByRole('article', { name: LATER });
  await expect(laterCard.getByText('Upcoming')).toBeVisible();
  await expect(laterCard.getByText(/^You can join from /)).toBeVisible();
  await expect(laterCard.getByText(/^Your time: /)).toBeVisible();
  await expect(laterCard.getByTestId('live-join')).toBeDisabled();
  // The server refuses joining early whatever the page shows, with the rule.
  const early = await page.request.get(`/api/manager/lecture/liveJoin/${later}?tenantId=${SCHOOL}`);
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe('The room opens 10 minutes before the start: come back then.');

  // Remind me is kept on the server (batchSelectIsAppointment answers it).
  await laterCard.getByRole('button', { name: 'Remind me' }).click();
  await expect(laterCard.getByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true');
  const appointed = await page.request.post(`/api/live/v1/batchSelectIsAppointment?schoolId=${SCHOOL}`, { headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin }, data: { ids: [later] } });
  expect((await appointed.json()).data).toEqual([{ id: later, appointed: true }]);

  // The ended demo lecture offers its replay.
  await expect(lives.getByRole('link', { name: /Watch the replay/ })).toHaveAttribute('href', 'https://meet.example.com/harbour-python-week1/replay');

  // In the window (10 minutes before the start) Join opens the room.
  await lives.getByRole('article', { name: SOON }).getByRole('button', { name: 'Join' }).click();
  await page.waitForURL('https://meet.example.com/e2e-room');
  await expect(page.getByRole('heading', { name: 'Meeting room' })).toBeVisible();

  // My learning: the next 14 days, the live lectures, the class; the same reminder.
  await browsing.open(MY_LEARNING, { account: LEARNER });
  await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
  await expect(page.getByTestId('my-upcoming').getByRole('link', { name: LATER })).toBeVisible();
  await expect(page.getByTestId('my-upcoming').getByRole('link', { name: SOON })).toBeVisible();
  await expect(page.getByTestId('my-lives').getByRole('article', { name: LATER }).getByRole('button', { name: 'Reminder set' })).toBeVisible();
  await expect(page.getByTestId('my-classes').getByRole('link').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The private calendar feed: made, read without any cookie, carrying the lectures.
  await page.getByTestId('make-feed').click();
  const feedUrl = (await page.getByTestId('feed-url').textContent())!;
  expect(feedUrl).toMatch(/\/api\/calendar\/v1\/feeds\/[\w-]{43}\/calendar\.ics$/);
  const anonymous = await playwright.request.newContext();
  const feed = await anonymous.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n /g, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`SUMMARY:${LATER}`);
  expect(ics).toContain(`SUMMARY:${SOON}`);
  // A new address turns the old one off.
  await page.getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByTestId('feed-url')).not.toHaveText(feedUrl);
  expect((await anonymous.get(feedUrl)).status()).toBe(404);
  await anonymous.dispose();

  // Both pages are axe-clean and in their language's direction in English, Arabic and Chinese.
  await browsing.expectAxeClean([CLASS_PAGE, MY_LEARNING], { account: LEARNER });
  await browsing.close();
});

test('My learning is in the user menu', async ({ browser }) => {
  const browsing = new Browsing(browser);
  const page = await browsing.open(`/portal/${SCHOOL}`, { account: LEARNER });
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'My learning' }).click();
  await page.waitForURL(`**${MY_LEARNING}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
  await browsing.close();
});

test('My learning lists certificates; the language menu, signed in, records the choice on the server for e-mails', async ({ browser }) => {
  const browsing = new Browsing(browser);
  const page = await browsing.open(MY_LEARNING, { account: LEARNER });
  const certificates = page.getByTestId('my-certificates');
  await expect(certificates.getByRole('heading', { name: 'Certificates' })).toBeVisible();
  // The demo learner has earned none (tests that issue one do it on their own server).
  await expect(certificates.getByText(/^No certificates yet/).or(certificates.getByTestId('certificate-card').first())).toBeVisible();

  const localeCall = () => page.waitForRequest((sent) => sent.method() === 'PUT' && new URL(sent.url()).pathname === '/api/accounts/users/me/locale');
  const recorded = localeCall();
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  const request = await recorded;
  expect(request.postDataJSON()).toEqual({ locale: 'de_DE' });
  expect((await request.response())?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(certificates.getByRole('heading', { name: 'Zertifikate' })).toBeVisible();
  // Back to English, recorded the same way, so the shared demo learner's e-mails stay as other specs expect.
  const back = localeCall();
  await page.getByRole('button', { name: /^Sprache: / }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  expect((await back).postDataJSON()).toEqual({ locale: 'en_US' });
});
