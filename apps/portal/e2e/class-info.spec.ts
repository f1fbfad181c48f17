import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Browsing, LEARNER, LECTURER, SCHOOL, axeViolations, settled, watchConsole, withLang } from './helpers.ts';
import { CLASS_INFO } from './routes.ts';

// Issue 19 "Done when": a learner in their classes, and the lecturer who reads their surveys. The tests build on
// each other (enrol, answer, then the lecturer's reminders), so they run in order.
test.describe.configure({ mode: 'serial' });

/** The second learner of the demo school, not enrolled in the ongoing class (apps/server/src/seed/classInfo.ts). */
const LEARNER_2 = '13800000005';
/** The one seeded learner of the ongoing class who has not answered its surveys (SURVEY_DEMO.pendingLearner, u-class-learner-29). */
const PENDING_LEARNER = 'خالد منصور';
/** Their sign-in (apps/server/src/seed/classes.ts). */
const PENDING_LEARNER_EMAIL = 'khaled.mansour@example.sa';
const CLASS = `/classInfo/${SCHOOL}/class-view/${CLASS_INFO.ongoing}`;
const NAMED = `${CLASS}/satisfaction-detail?questionnaireId=${CLASS_INFO.namedSurvey}`;
const ANONYMOUS = `${CLASS}/satisfaction-detail?questionnaireId=${CLASS_INFO.anonymousSurvey}`;
const CHECK = `/classInfo/${SCHOOL}/check-view/${CLASS_INFO.openCheck}`;
const TRAINING = `/classInfo/${SCHOOL}/student-training/${CLASS_INFO.training}`;
const EXPERIMENT = `/classInfo/${SCHOOL}/elab-experiment/${CLASS_INFO.ongoing}/${CLASS_INFO.experiment}`;
/** A real PNG of the repository (a committed screenshot), checked by its bytes on the server. */
const PHOTO = readFileSync(new URL('../../../packages/ui/src/components/Image/__screenshots__/thumbnail.png', import.meta.url));

let browsing: Browsing;
test.beforeEach(({ browser }) => {
  browsing = new Browsing(browser);
});
test.afterEach(() => browsing.close());

const enrolment = (page: Page) => page.getByTestId('enrolment');

/** Picks a choice or a star: react-aria's inputs are visually hidden under their labels, which take the press. */
const choose = (choice: Locator) => choice.check({ force: true });

test('the learner enrols in the unstarted class, leaves it, and enrols again', async () => {
  const page = await browsing.open(`/portal/${SCHOOL}/class-view/${CLASS_INFO.unstarted}`, { account: LEARNER });
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: '项目管理实战' })).toBeVisible();
  // Not enrolled: the class's content is closed, and the page says how to open it.
  await expect(page.getByText('Enrol to open this class')).toBeVisible();
  await enrolment(page).getByRole('button', { name: 'Enrol' }).click();
  await expect(enrolment(page).getByRole('button', { name: 'Un-enrol' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();

  await enrolment(page).getByRole('button', { name: 'Un-enrol' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Un-enrol from this class?' });
  await confirm.getByRole('button', { name: 'Un-enrol' }).click();
  await expect(enrolment(page).getByRole('button', { name: 'Enrol' })).toBeVisible();
  await expect(page.getByText('Enrol to open this class')).toBeVisible();

  await enrolment(page).getByRole('button', { name: 'Enrol' }).click();
  await expect(enrolment(page).getByRole('button', { name: 'Un-enrol' })).toBeVisible();
  const view = await page.request.get(`/api/manager/class/classInfo/${CLASS_INFO.unstarted}?tenantId=${SCHOOL}`);
  expect((await view.json()).data).toMatchObject({ enrolmentStatus: 1, enrolState: 'enrolled', canView: true });
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the learner opens the ongoing class: sessions, courseware, exams, progress, files and surveys', async () => {
  const page = await browsing.open(CLASS, { account: LEARNER });
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Python 编程基础（周末班）' })).toBeVisible();
  await settled(page);
  await expect(page.getByTestId('class-sessions').getByRole('listitem').first()).toContainText('开课与环境搭建 / Welcome and setup');
  // The ring of the whole class (the certificate card under it has a bar of its own).
  await expect(page.getByTestId('class-progress').getByRole('progressbar', { name: 'Whole class' })).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(page.getByTestId('class-courseware').getByTestId('courseware-item')).not.toHaveCount(0);
  await expect(page.getByTestId('class-exams').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByTestId('class-files').getByRole('link', { name: /Syllabus\.pdf/ })).toBeVisible();
  await expect(page.getByTestId('survey-item')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the named survey: a failed send keeps the answers (also across a reload), then it is sent once', async () => {
  const page = await browsing.open(NAMED, { account: LEARNER });
  await settled(page);
  const form = page.getByTestId('survey-form');
  await choose(form.getByRole('radio', { name: '满意 / Satisfied' }));
  await choose(form.getByRole('checkbox', { name: '直播授课 / Live lectures' }));
  await choose(form.getByRole('checkbox', { name: '答疑 / Q&A sessions' }));
  await choose(form.getByRole('radio', { name: '4 of 5' }));
  await form.getByRole('textbox', { name: /What did you like most/ }).fill('The weekly exercises — مفيدة جداً');

  // The server fails once: the form says so and keeps everything.
  await page.route('**/user-submit-satisfaction-questionnaires/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'The server is having a moment.' }) }));
  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(form.getByRole('alert')).toContainText('The server is having a moment.');
  await expect(form.getByRole('radio', { name: '满意 / Satisfied' })).toBeChecked();
  await page.unroute('**/user-submit-satisfaction-questionnaires/**');

  // A reload loses nothing: the answers come back from this browser.
  await page.reload();
  await settled(page);
  await expect(page.getByText('Your answers are back')).toBeVisible();
  await expect(form.getByRole('radio', { name: '满意 / Satisfied' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '答疑 / Q&A sessions' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /What did you like most/ })).toHaveValue('The weekly exercises — مفيدة جداً');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('survey-answered')).toBeVisible();
  await expect(page.getByText('You have answered this survey')).toBeVisible();
  // Named: the learner's own answers are shown back, read only.
  await expect(page.getByTestId('survey-answered').getByRole('radio', { name: '满意 / Satisfied' })).toBeChecked();

  // It cannot be answered again: the page says so after a reload, and the server refuses a second send.
  await page.reload();
  await expect(page.getByText('You have answered this survey')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  const survey = `classes/${CLASS_INFO.ongoing}/questionnaires/${CLASS_INFO.namedSurvey}?tenantId=${SCHOOL}`;
  const { myAnswers } = (await (await page.request.get(`/api/manager/v1/class-satisfaction/user-query-satisfaction-questionnaires/${survey}`)).json()).data;
  const again = await page.request.post(`/api/manager/v1/class-satisfaction/user-submit-satisfaction-questionnaires/${survey}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin },
    data: { answers: myAnswers },
  });
  expect(again.status()).toBe(409);
  expect(await axeViolations(page)).toEqual([]);
});

test('the anonymous survey is answered, and shows no answers back', async () => {
  const page = await browsing.open(ANONYMOUS, { account: LEARNER });
  await settled(page);
  const form = page.getByTestId('survey-form');
  await expect(form.getByText('Your answers are anonymous')).toBeVisible();
  // Sending with a required question left out: the form points at it, nothing is sent.
  await choose(form.getByRole('radio', { name: '5 of 5' }));
  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(form.getByText('This question is required')).toBeVisible();
  await choose(form.getByRole('radio', { name: '适中 / About right' }));
  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('survey-answered')).toBeVisible();
  await expect(page.getByText('they are not linked to you')).toBeVisible();
  // The link sent to learners (/portal/…/question-survey/{id}) opens the class-info page with its query kept, and says so too.
  await page.goto(`/portal/${SCHOOL}/question-survey/${CLASS_INFO.anonymousSurvey}?from=reminder&sxz-lang=en_US`);
  await page.waitForURL(`**/classInfo/${SCHOOL}/question-survey/${CLASS_INFO.anonymousSurvey}?from=reminder*`);
  await expect(page.getByRole('heading', { level: 1, name: '匿名教学反馈 / Anonymous teaching feedback' })).toBeVisible();
  await expect(page.getByText('You have answered this survey')).toBeVisible();
  // The list shows both surveys answered.
  await page.goto(withLang(CLASS, 'en_US'));
  await settled(page);
  await expect(page.getByTestId('survey-item').filter({ hasText: 'Answered' })).toHaveCount(2);
});

test('the learner checks in and adds a photo', async () => {
  const page = await browsing.open(CHECK, { account: LEARNER });
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance check' })).toBeVisible();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(/^You checked in/)).toBeVisible();
  const photos = page.getByTestId('check-photos');
  await photos.locator('input[type="file"]').setInputFiles({ name: 'where-i-am.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(photos.getByRole('grid', { name: 'Your check-in photos' }).getByRole('row')).toHaveCount(1);
  await expect(photos.getByRole('link', { name: 'where-i-am.png' })).toBeVisible();
  // A file that only claims to be a picture is refused by its content, and the page says why.
  await photos.locator('input[type="file"]').setInputFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await expect(photos.getByRole('row', { name: /not-a-photo/ }).getByText(/Only JPEG, PNG, GIF or WebP photos can be added/)).toBeVisible();
  // The same file would be refused again: Remove, no Try again.
  await expect(photos.getByRole('row', { name: /not-a-photo/ }).getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await photos.getByRole('button', { name: /^Remove.*not-a-photo/ }).click();
  // Kept on the server: a reload shows it.
  await page.reload();
  await expect(page.getByTestId('check-photos').getByRole('link', { name: 'where-i-am.png' })).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  // The browser logs the refused upload's 415; nothing else.
  expect(errors.filter((error) => !error.includes('status of 415'))).toEqual([]);
});

test('the learner continues a training item; the progress is kept after a reload and earns points once', async () => {
  const page = await browsing.open(TRAINING, { account: LEARNER });
  const errors = watchConsole(page);
  await page.getByTestId('continue-training').click();
  const item = page.getByTestId('training-item-view');
  await expect(item).toBeVisible();
  const name = (await item.getByRole('heading', { level: 2 }).textContent())!;
  const bar = item.getByRole('progressbar', { name: 'Your progress' });
  const before = Number(await bar.getAttribute('aria-valuenow'));
  expect(before).toBeLessThan(100);
  await item.getByTestId('mark-progress').click();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  const after = Number(await bar.getAttribute('aria-valuenow'));

  await page.reload();
  const row = page.getByTestId('training-item').filter({ hasText: name });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(after));

  // Finishing the item awards its learning points, shown once.
  await row.getByRole('button', { name: /^Open/ }).click();
  await page.getByTestId('finish-item').click();
  await expect(page.getByText('You earned 10 points')).toBeVisible();
  await expect(page.getByTestId('training-item-view').getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '100');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the learner starts the lab experiment: the lab opens with the redeemed session', async () => {
  const page = await browsing.open(EXPERIMENT, { account: LEARNER });
  await expect(page.getByRole('heading', { level: 1, name: '销售数据分析 / Sales data analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
  const [lab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('start-experiment').click()]);
  await lab.waitForLoadState();
  await expect(lab.getByText(/Lab session for .*销售数据分析/)).toBeVisible();
  await expect(lab.getByText('李明')).toBeVisible();
  await expect(page.getByText('Started', { exact: true })).toBeVisible();
});

test('the lecturer reads the results (chart and table) and reminds the one learner who has not answered', async () => {
  const page = await browsing.open(NAMED, { account: LECTURER });
  const errors = watchConsole(page);
  await settled(page);
  const results = page.getByTestId('survey-results');
  const first = results.getByTestId('question-result').first();
  await expect(first.getByRole('heading', { name: /Overall, how satisfied/ })).toBeVisible();
  await first.getByRole('button', { name: 'Show as table' }).click();
  const table = first.getByRole('table', { name: /Overall, how satisfied/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '满意 / Satisfied' }).first()).toBeVisible();
  await expect(results.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const records = page.getByTestId('feedback-records');
  await expect(records.getByTestId('pending').getByRole('listitem')).toHaveCount(1);
  await expect(records.getByTestId('pending')).toContainText(PENDING_LEARNER);
  await records.getByTestId('send-reminders').click();
  await page.getByRole('alertdialog', { name: 'Remind learners who have not answered?' }).getByRole('button', { name: 'Send reminders' }).click();
  const reminded = records.getByTestId('reminded-now');
  await expect(records.getByText('1 learner reminded', { exact: true })).toBeVisible();
  await expect(reminded).toContainText(PENDING_LEARNER);
  await expect(records.getByTestId('reminder-log').getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // Issue 31: the reminded learner finds it under the header's bell and in the notification list, and opens the
  // survey from it, which marks it read.
  const learner = await browsing.open(`/portal/${SCHOOL}/notifications`, { account: PENDING_LEARNER_EMAIL });
  const learnerErrors = watchConsole(learner);
  await expect(learner.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  const reminder = learner.getByTestId('notification-item').filter({ hasText: 'Reminder: please answer' });
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText('Your lecturer asks you to answer the questionnaire');
  expect(await axeViolations(learner)).toEqual([]);
  await reminder.getByRole('link').click();
  await learner.waitForURL(`**/classInfo/${SCHOOL}/question-survey/${CLASS_INFO.namedSurvey}*`);
  await expect(learner.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
  expect(learnerErrors).toEqual([]);
});

test('an un-enrolled learner and a user of another school get 403 on every class call', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const calls: { method: 'GET' | 'POST' | 'PUT'; path: string; data?: unknown; unenrolledMay?: true }[] = [
    { method: 'GET', path: `/api/manager/class/classInfo/${CLASS_INFO.ongoing}`, unenrolledMay: true },
    { method: 'GET', path: `/api/manager/class/activities/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/class/courseware/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/class/scheduleTotalProgress/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/class/schedules/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/attachment/attachmentList/${CLASS_INFO.ongoing}` },
    { method: 'POST', path: '/api/student/api/student/course/progress/curriculum/batch', data: { classId: CLASS_INFO.ongoing, curriculumIds: ['x'] } },
    { method: 'POST', path: '/api/exam/api/userexam/v1/classes/exams', data: { classId: CLASS_INFO.ongoing, userId: 'u-learner-2', examIds: [] } },
    { method: 'GET', path: `/api/manager/class/check/${CLASS_INFO.openCheck}` },
    { method: 'POST', path: `/api/manager/class/check/${CLASS_INFO.openCheck}/check-in` },
    { method: 'GET', path: `/api/manager/class/check/${CLASS_INFO.openCheck}/attendance` },
    { method: 'GET', path: `/api/manager/student/training/${CLASS_INFO.training}` },
    { method: 'GET', path: `/api/manager/student/schedule/record/${CLASS_INFO.training}` },
    { method: 'GET', path: `/api/manager/elab/user/queryElabDetail/${CLASS_INFO.experiment}/${CLASS_INFO.ongoing}` },
    { method: 'POST', path: '/api/auth/rest/v1/elab/code', data: { experimentId: CLASS_INFO.experiment, classId: CLASS_INFO.ongoing } },
    { method: 'GET', path: `/api/certificate/user/getRecord/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/user-query-satisfaction-questionnaires/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/user-query-satisfaction-questionnaires/classes/${CLASS_INFO.ongoing}/questionnaires/${CLASS_INFO.namedSurvey}` },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/questionnaires/${CLASS_INFO.namedSurvey}` },
    { method: 'POST', path: `/api/manager/v1/class-satisfaction/user-submit-satisfaction-questionnaires/classes/${CLASS_INFO.ongoing}/questionnaires/${CLASS_INFO.namedSurvey}`, data: { answers: {} } },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/teacher-satisfaction-questionnaires/${CLASS_INFO.ongoing}` },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/teacher-satisfaction-questionnaires/${CLASS_INFO.ongoing}/questionnaires/${CLASS_INFO.namedSurvey}` },
    { method: 'GET', path: `/api/manager/v1/class-satisfaction/teacher-feedback-records/${CLASS_INFO.namedSurvey}` },
    { method: 'POST', path: '/api/manager/v1/class-satisfaction/send-feedback-reminders', data: { classId: CLASS_INFO.ongoing, questionnaireId: CLASS_INFO.namedSurvey } },
  ];
  const stranger = `class-stranger-${Date.now()}@example.com`;
  for (const [account, isLearnerOfSchool] of [[LEARNER_2, true], [stranger, false]] as const) {
    const page = await browsing.open(`/portal/${SCHOOL}`, { account });
    for (const call of calls) {
      const response = await page.request.fetch(`${call.path}?tenantId=${SCHOOL}`, {
        method: call.method,
        headers: { 'x-requested-with': 'XMLHttpRequest', origin },
        ...(call.data === undefined ? {} : { data: call.data }),
      });
      const expected = isLearnerOfSchool && call.unenrolledMay ? 200 : 403;
      expect(response.status(), `${account} ${call.method} ${call.path}`).toBe(expected);
      expect((await response.json()).message, `${call.path} says why`).toBeTruthy();
    }
    // In the portal: the class's pages send them to the class-info 403 page.
    await page.goto(withLang(CHECK, 'en_US'));
    await page.waitForURL(`**/classInfo/${SCHOOL}/403Page`);
  }
  // The un-enrolled learner sees the class and why its content is closed (its enrolment has closed).
  const page = await browsing.open(CLASS, { account: LEARNER_2 });
  await expect(page.getByText('Enrol to open this class')).toBeVisible();
  await expect(page.getByText('Enrolment is closed')).toBeVisible();
});

test('every class-info page is axe-clean in English, Arabic and Chinese', async () => {
  test.setTimeout(240_000);
  const learnerPages = [
    CLASS,
    `/portal/${SCHOOL}/class-view/${CLASS_INFO.unstarted}`,
    NAMED,
    `/portal/${SCHOOL}/question-survey/${CLASS_INFO.anonymousSurvey}`,
    CHECK,
    TRAINING,
    `${TRAINING}?item=${await trainingResumeItem()}`,
    EXPERIMENT,
    `/classInfo/${SCHOOL}/403Page`,
  ];
  await browsing.expectAxeClean(learnerPages, { account: LEARNER, cleanConsole: true });
  await browsing.expectAxeClean([CLASS, NAMED, ANONYMOUS, CHECK], { account: LECTURER, cleanConsole: true });
});

/** The item the learner would continue with (to look at the item view too). */
async function trainingResumeItem(): Promise<string> {
  const page = await browsing.page(LEARNER);
  const answer = await (await page.request.get(`/api/manager/student/training/${CLASS_INFO.training}?tenantId=${SCHOOL}`)).json();
  return answer.data.resumeItemId as string;
}
