import { expect, test, type Page } from '@playwright/test';
import { AXE_LANGS, Browsing, LEARNER, SCHOOL, axeViolations, settled, withLang } from './helpers.ts';

/** The ongoing demo class (seed/classes.ts): the learner is in it, and its exam has rules and eight questions (seed/exams.ts). */
const ONGOING_CLASS = '2000000000000000002';

/** The page leaves view (another tab) and comes back `seconds` later on the page's clock. */
async function leaveFor(page: Page, seconds: number) {
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.fastForward(seconds * 1000);
  await setVisibility('visible');
}

/** react-aria's inputs are visually hidden under their labels: checked as a click on the label does. */
const question = (page: Page, text: string) => page.locator('section').filter({ hasText: text });

test('issue 33: the learner takes the class exam — rules, answers kept over a reload, a screen switch counted, submit, the score; axe-clean in en_US, ar_SA, zh_CN', async ({ browser }) => {
  test.setTimeout(150_000);
  const browsing = new Browsing(browser);
  const page = await browsing.page(LEARNER);
  await page.clock.install();
  const courseware = await (await page.request.get(`/api/manager/class/courseware/${ONGOING_CLASS}?tenantId=${SCHOOL}`)).json();
  const examId = (courseware.data as { coursewareUuid: string; coursewareType: number }[]).find((item) => item.coursewareType === 2)!.coursewareUuid;
  const take = `/portal/${SCHOOL}/exam/${examId}/take`;

  // The exam's page offers Start; it opens the rules.
  await browsing.open(`/portal/${SCHOOL}/exam/${examId}`, { account: LEARNER });
  await page.getByTestId('resource-action').click();
  await page.waitForURL((url) => url.pathname === take);
  await settled(page);
  const rules = page.getByRole('region', { name: 'Before you start' });
  await expect(rules).toContainText('30 minutes');
  await expect(rules).toContainText('2 of 3');
  await expect(rules).toContainText('60 of 100');
  await expect(rules).toContainText('3 switches are allowed');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Question \d$/ }) })).toHaveCount(8);
  await expect(page.getByTestId('switches-left')).toHaveText('3 screen switches left');

  // Every kind but the short answer, all right.
  await page.getByRole('radio', { name: 'print()' }).check({ force: true });
  for (const type of ['list', 'dict', 'tuple']) await page.getByRole('checkbox', { name: type }).check({ force: true });
  await question(page, 'indentation').getByRole('radio', { name: 'True' }).check({ force: true });
  await question(page, 'index 1').getByRole('radio', { name: 'False' }).check({ force: true });
  await page.getByRole('radio', { name: '0, 1, 2', exact: true }).check({ force: true });
  await question(page, 'len("hello")').getByRole('textbox').fill('5');
  await question(page, 'defines a function').getByRole('textbox').fill('def');
  await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();

  // A reload (here in each language the page is checked in) loses nothing: the attempt opens again with its answers.
  for (const lang of AXE_LANGS) {
    await page.goto(withLang(take, lang));
    await settled(page);
    await expect(page.getByRole('radio', { name: 'print()' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'tuple' })).toBeChecked();
    await expect(question(page, 'len("hello")').getByRole('textbox')).toHaveValue('5');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar_SA' ? 'rtl' : 'ltr');
    expect(await axeViolations(page), lang).toEqual([]);
  }
  await page.goto(withLang(take, 'en_US'));
  await settled(page);

  // Away for 2 s (under the 5 s tolerance): nothing; away for 10 s: one switch, counted by the server.
  await leaveFor(page, 2);
  await leaveFor(page, 10);
  await expect(page.getByTestId('switches-left')).toHaveText('2 screen switches left');
  await expect(page.getByRole('alert').filter({ hasText: 'counted as a screen switch' })).toBeVisible();

  // Submit, after confirming: the score and pass, and each question reviewed.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('7 of 8 questions answered');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByTestId('attempt-score')).toHaveText('Score 80');
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  // The answer sits isolated in the sentence (its own direction).
  await expect(page.getByText(/^Correct answer: \W?5\W?$/)).toBeVisible();

  // The rules page now offers the last result; the result page is axe-clean in every checked language.
  await browsing.open(take, { account: LEARNER });
  await expect(page.getByRole('region', { name: 'Before you start' })).toContainText('1 of 3');
  const resultLink = page.getByRole('link', { name: 'See your last result' });
  const result = `${take}${await resultLink.getAttribute('href')}`;
  await browsing.expectAxeClean([result], { account: LEARNER, ready: (ready) => expect(ready.getByTestId('attempt-score')).toBeVisible() });
  await browsing.close();
});
