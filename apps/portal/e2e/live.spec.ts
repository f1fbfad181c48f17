import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LECTURER, SCHOOL, axeViolations, navigateInApp, signedInState, trackRequests, watchConsole } from './helpers.ts';

const CENTER = `/portal/${SCHOOL}/lecturing-center`;
/** Demo data (apps/server/src/seed/classes.ts, classFiles.ts): the ongoing class and its upcoming live lecture. */
const ONGOING = '2000000000000000002';
const UPCOMING_LIVE = '3200000000000000001';
const UPCOMING_TITLE = '直播答疑：函数与模块 / Live Q&A: functions and modules';
const ROOMS = 'https://meet.example.com/**';

/**
 * The lecturer's browser: in Berlin while the school is in Shanghai (so times show both clocks), allowed to use the
 * clipboard, with the external meeting rooms answered locally.
 */
async function open(browser: Browser, path: string, lang = 'en_US'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin', storageState: await signedInState(browser, LECTURER) });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route(ROOMS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meeting room</title><h1>Meeting room</h1>' }));
  trackRequests(context);
  const page = await context.newPage();
  await page.goto(withLang(path, lang));
  return page;
}
const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${lang}`;

test('a lecturer schedules a live lecture, shares it, adds it to a calendar, edits it and deletes it', async ({ browser }) => {
  const page = await open(browser, `${CENTER}/live-streaming`);
  const errors = watchConsole(page);

  // The list opens on the first ongoing or upcoming class, named in the address, with its seeded lectures.
  await page.waitForURL((url) => url.searchParams.get('classId') === ONGOING);
  await expect(page.getByRole('heading', { level: 1, name: 'Live lectures' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Live lectures of the class' });
  const seeded = table.getByRole('row').filter({ hasText: UPCOMING_TITLE });
  await expect(seeded).toContainText('90 min');
  await expect(seeded).toContainText('Not started');
  // Shanghai time first, the reader's (Berlin) under it.
  await expect(seeded.getByText(/your time$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The title search is in the address too.
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('no such lecture');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('title') === 'no such lecture');
  await expect(page.getByRole('heading', { name: 'No live lecture has this title' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(seeded).toBeVisible();

  // Schedule: each problem is named next to its field before anything is sent.
  await page.getByRole('button', { name: 'Schedule a live lecture' }).first().click();
  await page.waitForURL(`**/live-learn-create?classId=${ONGOING}`);
  const form = page.getByRole('form', { name: 'Live lecture' });
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('3');
  await form.getByRole('textbox', { name: 'Room address' }).fill('http://meet.example.com/loops');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('3 fields need your attention.')).toBeVisible();
  await expect(form.getByText('Enter a title.')).toBeVisible();
  await expect(form.getByText('Enter a whole number of minutes from 5 to 720.')).toBeVisible();
  await expect(form.getByText('Enter a secure address starting with https://.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(page).toHaveURL(/live-learn-create/);

  await form.getByRole('textbox', { name: 'Title' }).fill('Week 3 live: loops');
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
  // The description is rich text (two paragraphs); markup typed into it stays text.
  const description = form.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Bring your laptop.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<b>Not bold</b> & still text');
  await form.getByRole('textbox', { name: 'Room address' }).fill('https://meet.example.com/loops');
  // The start is typed in the school's zone; the reader's own clock is shown under it.
  await expect(form.getByTestId('viewer-time')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A reload loses nothing.
  await page.reload();
  await expect(page.getByText('Your unsaved changes are back.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Week 3 live: loops');
  await expect(description.locator('p')).toHaveText(['Bring your laptop.', '<b>Not bold</b> & still text']);

  await form.getByRole('button', { name: 'Schedule' }).click();
  await page.waitForURL(/\/live-learn-created\/\d{19}$/);
  const liveId = page.url().split('/').at(-1)!;

  // Created: the share link (copied to the clipboard), the calendar file, the way on.
  await expect(page.getByRole('heading', { level: 1, name: 'Live lecture scheduled' })).toBeVisible();
  // When it starts: on the school's clock as typed, and (this reader is in Berlin) on the reader's own.
  await expect(page.getByTestId('viewer-time')).toHaveText(/your time$/);
  const share = page.getByRole('textbox', { name: 'Link to share' });
  const detailUrl = new URL(`${CENTER}/live-learn-detail/${liveId}`, page.url()).href;
  await expect(share).toHaveValue(detailUrl);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detailUrl);
  expect(await axeViolations(page)).toEqual([]);

  const calendarLink = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()]);
  expect(download.suggestedFilename()).toBe(`live-${liveId}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('SUMMARY:Week 3 live: loops\r\n');
  const calendar = await page.request.get((await calendarLink.getAttribute('href'))!);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);

  // The detail page: everything about it, the description as text (typed markup stays text).
  await page.getByRole('link', { name: 'View the live lecture' }).click();
  await page.waitForURL(`**/live-learn-detail/${liveId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Week 3 live: loops' })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: '45 minutes' })).toBeVisible();
  await expect(page.getByText('<b>Not bold</b> & still text')).toBeVisible();
  await expect(page.locator('b', { hasText: 'Not bold' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Join opens the room in a new tab.
  const [room] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Join' }).click()]);
  await room.waitForURL('https://meet.example.com/loops');
  await room.close();

  // Edit: the form holds the lecture; a changed title and duration are saved.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.waitForURL(`**/live-learn-edit/${liveId}`);
  await expect(description.locator('p')).toHaveText(['Bring your laptop.', '<b>Not bold</b> & still text']);
  await form.getByRole('textbox', { name: 'Title' }).fill('Week 3 live: loops and lists');
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('60');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(`**/live-learn-detail/${liveId}`);
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Week 3 live: loops and lists' })).toBeVisible();
  await expect(facts.filter({ hasText: '60 minutes' })).toBeVisible();

  // Delete, after a confirmation, leads to live-deleted; the list no longer has it.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this live lecture?' });
  await expect(confirm).toContainText('Week 3 live: loops and lists');
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete live lecture' }).click();
  await page.waitForURL(`**/live-deleted?classId=${ONGOING}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live lecture deleted' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'All live lectures of this class' }).click();
  await expect(table.getByRole('row').filter({ hasText: UPCOMING_TITLE })).toBeVisible();
  await expect(table).not.toContainText('Week 3 live');
  expect((await page.request.get(`/api/manager/lecture/liveDetail/${liveId}?tenantId=${SCHOOL}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('a refused save shows the server’s reason next to its field and keeps everything typed', async ({ browser }) => {
  const page = await open(browser, `${CENTER}/live-learn-edit/${UPCOMING_LIVE}`);
  const form = page.getByRole('form', { name: 'Live lecture' });
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(UPCOMING_TITLE);
  await title.fill('Live Q&A — renamed');
  await page.route('**/api/manager/lecture/updateLive/**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, message: 'Invalid request: title: is taken', details: [{ path: 'title', message: 'A lecture with this title is already on that day.' }] }) }),
  );
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('A lecture with this title is already on that day.')).toBeVisible();
  await expect(title).toHaveValue('Live Q&A — renamed');
  await expect(page).toHaveURL(/live-learn-edit/);

  await page.route('**/api/manager/lecture/updateLive/**', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 403, message: 'You no longer teach this class.' }) }));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: You no longer teach this class.' })).toBeVisible();

  // Leaving without saving and coming back: the typed title is still there, until discarded.
  await page.goto(withLang(`${CENTER}/live-learn-edit/${UPCOMING_LIVE}`, 'en_US'));
  await expect(title).toHaveValue('Live Q&A — renamed');
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(title).toHaveValue(UPCOMING_TITLE);
});

test('a live lecture is deleted from its row in the list, after a confirmation', async ({ browser }) => {
  const page = await open(browser, `${CENTER}/live-streaming?classId=${ONGOING}`);
  const origin = new URL(page.url()).origin;
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const created = await page.request.post(`/api/manager/lecture/addLive?tenantId=${SCHOOL}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin },
    data: { classId: ONGOING, title: 'مراجعة الأسبوع / Week review', startsAt, durationMinutes: 30, roomUrl: 'https://meet.example.com/review' },
  });
  expect(created.status()).toBe(200);
  await page.reload();
  const table = page.getByRole('table', { name: 'Live lectures of the class' });
  const row = table.getByRole('row').filter({ hasText: 'Week review' });
  await expect(row).toContainText('30 min');
  // The row's title keeps its own direction (Arabic first) inside the English page.
  await expect(row.getByRole('link', { name: /Week review/ })).toHaveAttribute('dir', 'auto');

  await row.getByRole('button', { name: 'Delete: مراجعة الأسبوع / Week review' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this live lecture?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete:/ }).click();
  await confirm.getByRole('button', { name: 'Delete live lecture' }).click();
  // The title is isolated in the sentence (FSI … PDI), so it keeps its own direction.
  await expect(page.getByText('Deleted “\u2068مراجعة الأسبوع / Week review\u2069”.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`classId=${ONGOING}`));
});

test('a search with a control character in the address (pasted, or an edited link) still shows the list', async ({ browser }) => {
  const page = await open(browser, `${CENTER}/live-streaming?classId=${ONGOING}`);
  const errors = watchConsole(page);
  // Each was sent as it was, refused (400) and shown as "Server error".
  for (const title of ['%07', '%00Live', 'Live%0BQ']) {
    await page.goto(withLang(`${CENTER}/live-streaming?classId=${ONGOING}&title=${title}`, 'en_US'));
    await expect(page.getByRole('heading', { level: 1 }), title).toHaveText('Live lectures');
  }
  // What is left of the search is kept: "Live\vQ" searches for "LiveQ", "\0Live" for "Live".
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('LiveQ');
  expect(errors).toEqual([]);
});

for (const lang of ['en_US', 'ar_SA', 'zh_CN']) {
  test(`every live-lecture page is axe-clean in ${lang}`, async ({ browser }) => {
    const page = await open(browser, `${CENTER}/live-streaming`, lang);
    const errors = watchConsole(page);
    const paths = [`live-streaming?classId=${ONGOING}`, `live-learn-create?classId=${ONGOING}`, `live-learn-detail/${UPCOMING_LIVE}`, `live-learn-edit/${UPCOMING_LIVE}`, `live-learn-created/${UPCOMING_LIVE}`, `live-deleted?classId=${ONGOING}`];
    for (const path of paths) {
      // Reached in the portal, as its links do: the page opened above chose the language.
      await navigateInApp(page, withLang(`${CENTER}/${path}`, lang));
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar_SA' ? 'rtl' : 'ltr');
      expect(await axeViolations(page), `${path} in ${lang}`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
