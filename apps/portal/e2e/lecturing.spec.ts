import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CLASS_LEARNER, LECTURER, SCHOOL, axeViolations, navigateInApp, signedInState, trackRequests, watchConsole } from './helpers.ts';

const CENTER = `/portal/${SCHOOL}/lecturing-center`;
/** The demo's ongoing class (apps/server/src/seed/classes.ts): 30 learners with Chinese, English and Arabic names. */
const ONGOING = '2000000000000000002';

async function open(browser: Browser, account: string, path: string, lang = 'en_US'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, account) });
  trackRequests(context);
  const page = await context.newPage();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}sxz-lang=${lang}`);
  return page;
}

/** Types a date and time into a react-aria field segment by segment, in the order en-US writes them. */
async function typeDateTime(field: Locator, { month, day, year, hour, minute, pm }: { month: number; day: number; year: number; hour: number; minute: number; pm: boolean }) {
  const segment = (type: string) => field.locator(`[role="spinbutton"][data-type="${type}"]`);
  for (const [type, value] of [['month', month], ['day', day], ['year', year], ['hour', hour], ['minute', minute]] as const) {
    await segment(type).click();
    await segment(type).pressSequentially(String(value).padStart(type === 'year' ? 4 : 2, '0'));
  }
  await segment('dayPeriod').click();
  await segment('dayPeriod').press(pm ? 'p' : 'a');
}

/** A small real ZIP archive (one stored file), made here so the upload is checked by its bytes. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a lecturer creates a class with two sessions, attaches and reorders files, links courseware and previews it', async ({ browser }) => {
  const page = await open(browser, LECTURER, CENTER);
  const errors = watchConsole(page);
  // The center's index is class management.
  await page.waitForURL(`**${CENTER}/class-management**`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class management' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'All your classes' }).getByRole('row')).not.toHaveCount(1);

  await page.getByTestId('new-class').click();
  await page.waitForURL(`**${CENTER}/addClass**`);
  const form = page.getByRole('form', { name: 'New class' });
  // Saving empty shows what is missing next to each field, and nothing is sent.
  await page.getByTestId('save-class').click();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expect(page).toHaveURL(/addClass/);

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Robotics Lab 2027');
  // The description is rich text: type, select the last word and make it bold from the editor's toolbar.
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.type('Build and program robots');
  for (let step = 0; step < 'robots'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(description.locator('strong')).toHaveText('robots');
  // The cursor is back in the text; the toolbar is one stop in the tab order, before it.
  await expect(description).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(description).toBeFocused();
  // A cover picture, uploaded and checked by its bytes like every portal image.
  await form.getByRole('group', { name: 'Cover picture (optional)' }).locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'The class’s cover picture' })).toBeVisible();
  const year = new Date().getUTCFullYear() + 1;
  await typeDateTime(form.getByRole('group', { name: 'Starts' }), { month: 3, day: 1, year, hour: 9, minute: 0, pm: false });
  await typeDateTime(form.getByRole('group', { name: 'Ends' }), { month: 3, day: 31, year, hour: 5, minute: 0, pm: true });
  await page.getByTestId('add-session').click();
  await page.getByTestId('add-session').click();
  const sessions = page.getByTestId('session-row');
  await expect(sessions).toHaveCount(2);
  for (const [index, title] of ['Motors and sensors', 'Line follower'].entries()) {
    const row = sessions.nth(index);
    await row.getByRole('textbox', { name: 'Session title' }).fill(title);
    await typeDateTime(row.getByRole('group', { name: 'Session starts' }), { month: 3, day: 2 + 7 * index, year, hour: 9, minute: 30, pm: false });
    await typeDateTime(row.getByRole('group', { name: 'Session ends' }), { month: 3, day: 2 + 7 * index, year, hour: 11, minute: 0, pm: false });
  }
  // The class belongs to one campus of the school (the first choice is the whole school).
  await form.getByRole('button', { name: /Sub-school/ }).click();
  await expect(page.getByRole('option').first()).toHaveText('The whole school');
  await page.getByRole('option', { name: 'Harbour Academy Online Campus' }).click();
  await page.getByTestId('save-class').click();
  await page.waitForURL(`**${CENTER}/class-edit?classId=*`);
  const classId = new URL(page.url()).searchParams.get('classId')!;
  // 09:30 in Shanghai is 01:30 UTC: the sessions were stored in the school's zone.
  const detail = await page.request.get(`/api/manager/teacher/classDetails/${classId}?tenantId=${SCHOOL}`);
  const stored = (await detail.json()).data;
  expect(stored.timeZone).toBe('Asia/Shanghai');
  expect(stored.coverUrl).toMatch(/^\/static\/uploads\//);
  expect(stored.subSchoolId).toBe('3400000000000000002');
  expect(stored.descriptionHtml).toBe('<p>Build and program <strong>robots</strong></p>');
  expect(stored.sessions.map((session: { startsAt: string }) => session.startsAt)).toEqual([`${year}-03-02T01:30:00.000Z`, `${year}-03-09T01:30:00.000Z`]);

  // class-edit shows one part at a time in tabs; the chosen tab is in the address.
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page).toHaveURL(/[?&]tab=files/);
  // Three attachments, checked by content on the server, then the third moved to the top by keyboard.
  await page.getByRole('region', { name: 'Files' }).locator('input[type="file"]').setInputFiles([
    { name: 'Syllabus.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Wiring-diagram.png', mimeType: 'image/png', buffer: PNG },
    { name: 'Starter-code.zip', mimeType: 'application/zip', buffer: zipOf('main.py', 'print("hello robot")\n') },
  ]);
  const files = page.getByRole('grid', { name: 'Files' }).getByRole('row');
  await expect(files).toHaveCount(3);
  await expect(files.nth(2)).toContainText('Starter-code.zip');
  // The move buttons come once every upload is done (the list then becomes reorderable).
  await expect(page.getByRole('grid', { name: 'Files' }).locator('[role="row"][data-status="done"]')).toHaveCount(3);
  const upTwice = page.getByRole('button', { name: 'Move Starter-code.zip up' });
  // Into the list at the file's row first (entering a grid from the tab above lands on its first row), then its button.
  await files.nth(2).focus();
  await upTwice.focus();
  await page.keyboard.press('Enter');
  await expect(files.nth(1)).toContainText('Starter-code.zip');
  await page.getByRole('button', { name: 'Move Starter-code.zip up' }).focus();
  await page.keyboard.press('Enter');
  await expect(files.nth(0)).toContainText('Starter-code.zip');
  // A reload opens the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('grid', { name: 'Files' }).getByRole('row').first()).toContainText('Starter-code.zip');

  // Courseware from the school's library, in the next tab (by keyboard): one item ticked in the list, one found by a word.
  await page.getByRole('tab', { name: 'Files' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Courseware' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=courseware/);
  const courseware = page.getByRole('region', { name: 'Courseware' });
  await courseware.getByText('Cloud Architecture', { exact: true }).click();
  await expect(courseware.getByRole('checkbox', { name: 'Cloud Architecture', exact: true })).toBeChecked();
  const search = courseware.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('no course is called this');
  await expect(page.getByTestId('courseware-no-choices')).toContainText('Nothing of this kind matches');
  await search.fill('symmetry');
  await expect(courseware.getByRole('checkbox', { name: 'Symmetry in Physics', exact: true })).toBeVisible();
  await expect(courseware.getByRole('checkbox', { name: 'Cloud Architecture', exact: true })).toHaveCount(0);
  await courseware.getByText('Symmetry in Physics', { exact: true }).click();
  // The item picked before the search is still picked.
  await expect(page.getByTestId('add-courseware')).toHaveText('Add 2 items');
  await page.getByTestId('add-courseware').click();
  await expect(page.getByTestId('courseware-item')).toHaveCount(2);
  // Stored under the school's own name of the course (its Chinese title in the demo).
  await expect(page.getByTestId('courseware-item').first()).toContainText('云计算架构');
  await expect(page.getByTestId('courseware-item').nth(1)).toContainText('物理学中的对称性');

  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('preview-class').click();
  await page.waitForURL(`**${CENTER}/preview-class?classId=${classId}*`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robotics Lab 2027' })).toBeVisible();
  await expect(page.getByText('Line follower')).toBeVisible();
  // The learner sees the description with its bold word.
  await expect(page.getByTestId('class-description').locator('strong')).toHaveText('robots');
  await expect(page.locator('[data-preview-mask]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The session calendar, by keyboard: Page Down to the sessions' month (the page loads each month's days), the
  // two session days are marked, Home and an arrow reach the first, Enter picks it and the table shows that day's class.
  await page.goto(`${CENTER}/class-management`);
  const calendar = page.getByRole('application', { name: /^Session calendar/ });
  const march = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, 2, 1)));
  await calendar.locator('[role="button"][tabindex="0"]').focus();
  for (let step = 0; step < 24; step += 1) {
    const shown = (await calendar.getAttribute('aria-label')) ?? '';
    if (shown.endsWith(march)) break;
    await page.keyboard.press('PageDown');
    await expect(calendar).not.toHaveAttribute('aria-label', shown);
  }
  await expect(calendar).toHaveAttribute('aria-label', `Session calendar, ${march}`);
  await expect(page).toHaveURL(new RegExp(`month=${year}-03`));
  for (const day of ['02', '09']) await expect(calendar.locator(`[data-date="${year}-03-${day}"]`)).toHaveAccessibleDescription('Has sessions');
  await expect(calendar.locator(`[data-date="${year}-03-03"]`)).not.toHaveAttribute('aria-describedby');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.locator(`[data-date="${year}-03-02"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`day=${year}-03-02`));
  await expect(calendar.locator(`[data-date="${year}-03-02"]`)).toHaveAttribute('aria-label', /, selected$/);
  await expect(page.getByRole('table', { name: 'All your classes' }).getByRole('row').filter({ hasText: 'Robotics Lab 2027' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a file refused for its content keeps its reason, and the saved files can still be reordered', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management`);
  const year = new Date().getUTCFullYear() + 1;
  const created = await page.request.post(`/api/manager/lectureclass/addClass?tenantId=${SCHOOL}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { title: 'Files with a refused one', startsAt: `${year}-05-01T01:00:00Z`, endsAt: `${year}-05-30T10:00:00Z`, lecturerIds: ['u-lecturer'] },
  });
  const classId = (await created.json()).data.id as string;
  await page.goto(`${CENTER}/class-edit?classId=${classId}&tab=files&sxz-lang=en_US`);
  await page.getByRole('region', { name: 'Files' }).locator('input[type="file"]').setInputFiles([
    { name: 'Syllabus.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, renamed to .pdf\n') },
    { name: 'Wiring-diagram.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const files = page.getByRole('grid', { name: 'Files' }).getByRole('row');
  await expect(files).toHaveCount(2);
  const refused = page.getByRole('grid', { name: 'Uploads' }).getByRole('row');
  await expect(refused).toHaveCount(1);
  // The server's reason, worded in the page's language (its codes, not its English sentence).
  await expect(refused).toContainText('This is not a real .pdf file: its content is plain text.');
  // The same file would be refused again: Remove, no Try again.
  await expect(refused.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // The refused file used to take every Move button and drag handle away until it was removed.
  await page.getByRole('button', { name: 'Move Wiring-diagram.png up' }).click();
  await expect(files.first()).toContainText('Wiring-diagram.png');
  await page.getByRole('button', { name: 'Remove notes.pdf' }).click();
  await expect(page.getByRole('grid', { name: 'Uploads' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Files' }).getByRole('row').first()).toContainText('Wiring-diagram.png');
});

test('a damaged or hand-edited link to class management shows the classes, not an error page', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management`);
  const errors = watchConsole(page);
  // Each of these reached the server as it was and came back as "Server error" (a 400, or a 500 for the month).
  for (const search of ['day=2026-02-30', 'month=0000-01', 'keyword=%00Python', `lecturerId=${'x'.repeat(101)}`, 'page=10001']) {
    await page.goto(`${CENTER}/class-management?${search}&sxz-lang=en_US`);
    await expect(page.getByRole('heading', { level: 1 }), search).toHaveText('Class management');
    await expect(page.getByRole('table', { name: 'All your classes' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a session of a class with two lecturers keeps who teaches it, and it can be changed in the form', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management`);
  const year = new Date().getUTCFullYear() + 1;
  const created = await page.request.post(`/api/manager/lectureclass/addClass?tenantId=${SCHOOL}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      title: 'Co-taught workshop', startsAt: `${year}-06-01T01:00:00Z`, endsAt: `${year}-06-30T10:00:00Z`, lecturerIds: ['u-lecturer', 'u-admin'],
      sessions: [{ title: 'Guest session', startsAt: `${year}-06-02T01:00:00Z`, endsAt: `${year}-06-02T03:00:00Z`, lecturerId: 'u-admin' }],
    },
  });
  const classId = (await created.json()).data.id as string;
  const sessionLecturers = async () => ((await (await page.request.get(`/api/manager/teacher/classDetails/${classId}?tenantId=${SCHOOL}`)).json()).data.sessions as { lecturerId: string | null }[]).map((session) => session.lecturerId);
  await page.goto(`${CENTER}/class-edit?classId=${classId}&sxz-lang=en_US`);
  const session = page.getByTestId('session-row').first();
  const lecturer = session.getByRole('button', { name: /Session lecturer/ });
  await expect(lecturer).toContainText('张伟');
  // Saving something else used to send the session without its lecturer, and the server cleared it.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Co-taught workshop (revised)');
  await page.getByTestId('save-class').click();
  await expect(page.getByText('Class saved.')).toBeVisible();
  expect(await sessionLecturers()).toEqual(['u-admin']);
  await lecturer.click();
  await page.getByRole('option', { name: 'All lecturers of the class' }).click();
  await page.getByTestId('save-class').click();
  await expect.poll(sessionLecturers).toEqual([null]);
});

test('a session added on the class page keeps its identity through the next saves', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management`);
  const year = new Date().getUTCFullYear() + 1;
  const created = await page.request.post(`/api/manager/lectureclass/addClass?tenantId=${SCHOOL}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { title: 'Weekly seminar', startsAt: `${year}-07-01T01:00:00Z`, endsAt: `${year}-07-30T10:00:00Z`, lecturerIds: ['u-lecturer'], sessions: [{ title: 'Week 1', startsAt: `${year}-07-02T01:00:00Z`, endsAt: `${year}-07-02T03:00:00Z` }] },
  });
  const classId = (await created.json()).data.id as string;
  const sessionIds = async () => ((await (await page.request.get(`/api/manager/teacher/classDetails/${classId}?tenantId=${SCHOOL}`)).json()).data.sessions as { id: string }[]).map((session) => session.id);
  await page.goto(`${CENTER}/class-edit?classId=${classId}&sxz-lang=en_US`);
  await page.getByTestId('add-session').click();
  await page.getByTestId('session-row').nth(1).getByRole('textbox', { name: 'Session title' }).fill('Week 2');
  await page.getByTestId('save-class').click();
  await expect.poll(async () => (await sessionIds()).length).toBe(2);
  const ids = await sessionIds();
  // Saving again used to send the new session as new once more: the server replaced it (a new id, and whatever
  // was recorded against the old one, such as attendance, lost its session).
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Weekly seminar (room change)');
  await page.getByTestId('save-class').click();
  await expect.poll(async () => (await (await page.request.get(`/api/manager/teacher/classDetails/${classId}?tenantId=${SCHOOL}`)).json()).data.title).toBe('Weekly seminar (room change)');
  expect(await sessionIds()).toEqual(ids);
});

test('courseware is reordered and removed by keyboard without losing the focus', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management`);
  const year = new Date().getUTCFullYear() + 1;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const created = await page.request.post(`/api/manager/lectureclass/addClass?tenantId=${SCHOOL}`, { headers, data: { title: 'Reading list', startsAt: `${year}-08-01T01:00:00Z`, endsAt: `${year}-08-30T10:00:00Z`, lecturerIds: ['u-lecturer'] } });
  const classId = (await created.json()).data.id as string;
  const linked = await page.request.post(`/api/manager/classCourseware/addClassCourseware/${classId}?tenantId=${SCHOOL}`, {
    headers,
    data: { items: [{ coursewareUuid: '001-course-9', coursewareType: 1 }, { coursewareUuid: '001-course-37', coursewareType: 1 }, { coursewareUuid: '001-doc-2', coursewareType: 3 }] },
  });
  expect(linked.ok()).toBe(true);
  await page.goto(`${CENTER}/class-edit?classId=${classId}&tab=courseware&sxz-lang=en_US`);
  const items = page.getByTestId('courseware-item');
  await expect(items).toHaveCount(3);
  const first = (await items.first().getAttribute('data-item'))!;
  // The pressed button was disabled while the order was saved, and the focus fell back to the start of the page.
  await items.first().locator('[data-action="down"]').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('data-item', first);
  await expect(items.nth(1).locator('[data-action="down"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.nth(2)).toHaveAttribute('data-item', first);
  // At the end its Move down is disabled: the focus is on its Move up.
  await expect(items.nth(2).locator('[data-action="up"]')).toBeFocused();
  // Removing one puts the focus on the next item's Remove, or the previous one's at the end.
  await items.nth(1).locator('[data-action="remove"]').focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1).locator('[data-action="remove"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(1);
  await expect(items.first().locator('[data-action="remove"]')).toBeFocused();
});

test('the roster downloads as CSV (UTF-8 with BOM, formulas escaped) and as an Excel workbook', async ({ browser }) => {
  // A link to the roster tab opens it.
  const page = await open(browser, LECTURER, `${CENTER}/class-edit?classId=${ONGOING}&tab=roster`);
  await expect(page.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: /Learners of/ })).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('roster-csv').click()]);
  const bytes = readFileSync(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  // The headers are in the page's language.
  expect(text.slice(1, text.indexOf('\r\n'))).toBe('User ID,Name,E-mail,Progress (%),Enrolled at (Asia/Shanghai)');
  expect(text).toContain('أحمد الراشد');
  expect(text).toContain('陈晓华');
  // Every learner of the demo class has an e-mail address in its column (issue 34, item 7: it was empty).
  const rows = text.trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(30);
  expect(rows.filter((row) => !/^[^,]*,[^,]*,[^,@]+@[^,]+,/.test(row))).toEqual([]);
  // No cell starts a formula (a name beginning with = + - @ is quoted behind an apostrophe).
  for (const line of text.split(/\r?\n/)) for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('roster-xlsx').click()]);
  expect(readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the class table’s Actions menu and the class editor lead to the class’s surveys, their results and reminders', async ({ browser }) => {
  const page = await open(browser, LECTURER, `${CENTER}/class-management?keyword=${encodeURIComponent('Python 编程基础')}`);
  const surveys = `/portal/${SCHOOL}/class-view/${ONGOING}/satisfaction-list`;
  await page.getByRole('button', { name: /^Actions for Python 编程基础/ }).first().click();
  await page.getByRole('menuitem', { name: 'Surveys and reminders' }).click();
  await page.waitForURL((url) => url.pathname === surveys);
  await expect(page.getByRole('table', { name: /^Questionnaires of / }).getByRole('row').nth(1)).toBeVisible();
  await page.goto(`${CENTER}/class-edit?classId=${ONGOING}&sxz-lang=en_US`);
  await page.getByRole('button', { name: 'Surveys and reminders' }).click();
  await page.waitForURL((url) => url.pathname === surveys);
  // A survey's page holds its results and the reminders.
  await page.getByRole('table', { name: /^Questionnaires of / }).getByRole('link').first().click();
  await expect(page.getByTestId('feedback-records')).toBeVisible();
});

test('a learner gets 403 on every lecturing page and call', async ({ browser }) => {
  // A learner of the school (signed in once here: journey.spec signs the demo learner in within the resend window).
  const page = await open(browser, CLASS_LEARNER, `${CENTER}/class-management`);
  await page.waitForURL('**/403');
  for (const path of ['addClass', `class-edit?classId=${ONGOING}`, `preview-class?classId=${ONGOING}`, 'live-streaming', `gradebook?classId=${ONGOING}`]) {
    await page.goto(`${CENTER}/${path}`);
    await page.waitForURL('**/403');
  }
  const headers = { tenantId: SCHOOL, 'x-requested-with': 'XMLHttpRequest' };
  for (const path of ['lectureclass/searchbycondition', 'lectureclass/classcountstatus', `teacher/classDetails/${ONGOING}`, `downloadStudent/${ONGOING}`, `lecture/getLiveList/${ONGOING}`, `gradebook/${ONGOING}`]) {
    expect((await page.request.get(`/api/manager/${path}`, { headers })).status(), path).toBe(403);
  }
});

for (const lang of ['en_US', 'ar_SA', 'zh_CN']) {
  test(`every class page of the lecturing center is axe-clean in ${lang}`, async ({ browser }) => {
    const page = await open(browser, LECTURER, `${CENTER}/class-management`, lang);
    const errors = watchConsole(page);
    const edit = `class-edit?classId=${ONGOING}`;
    for (const path of ['class-management', 'addClass', edit, `${edit}&tab=files`, `${edit}&tab=courseware`, `${edit}&tab=roster`, `preview-class?classId=${ONGOING}`, `gradebook?classId=${ONGOING}`]) {
      // Reached in the portal, as its links do: the page opened above chose the language.
      await navigateInApp(page, `${CENTER}/${path}${path.includes('?') ? '&' : '?'}sxz-lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar_SA' ? 'rtl' : 'ltr');
      expect(await axeViolations(page), `${path} in ${lang}`).toEqual([]);
    }
    // On a phone the class table scrolls in a named region of its own: it once had the same name as its section.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${CENTER}/class-management?sxz-lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), `class-management at 390 px in ${lang}`).toEqual([]);
    expect(errors).toEqual([]);
  });
}
