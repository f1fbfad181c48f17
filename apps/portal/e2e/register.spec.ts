import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, axeViolations, signIn, watchConsole } from './helpers.ts';
import { freshMobile } from './outsideSignIn.ts';

/**
 * Issue 21, registering: a newcomer signs in from /register/index, creates an academy (en_US and ar_SA) or a store,
 * watches the server's provisioning, lands on the guide and opens the new school's decoration editor. A create
 * call whose answer is lost (the connection drops after the server answered) is retried into the same school.
 */
type Labels = { name: RegExp; address: RegExp; contact: RegExp; email: RegExp; submit: string; free: RegExp; firstSteps: string; decorate: string };
// The school's name is asked in the registrant's language only (decision 0040): a field named by that language.
const EN: Labels = { name: /^English/, address: /^Address/, contact: /Your name/, email: /^E-mail/, submit: 'Create the academy', free: /This address is free/, firstSteps: 'First steps', decorate: 'Decorate the home page' };
const AR: Labels = { name: /^العربية/, address: /^العنوان/, contact: /اسمك/, email: /البريد الإلكتروني/, submit: 'إنشاء الأكاديمية', free: /هذا العنوان متاح/, firstSteps: 'الخطوات الأولى', decorate: 'زيّن الصفحة الرئيسية' };

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A name in the form's language only: Arabic words and digits for an Arabic school, so nothing Latin comes from it. */
const schoolName = (labels: Labels, tag: string) => (labels === AR ? `أكاديمية النور ${Date.now().toLocaleString('ar-SA', { useGrouping: false })}` : `Academy ${tag}`);

async function fillForm(page: Page, labels: Labels, tag: string) {
  await page.getByRole('textbox', { name: labels.name }).fill(schoolName(labels, tag));
  await page.getByRole('textbox', { name: labels.address }).fill(`academy-${tag}`);
  await expect(page.getByText(labels.free)).toBeVisible();
  await page.getByRole('textbox', { name: labels.contact }).fill('Newcomer');
  await page.getByRole('textbox', { name: labels.email }).fill(`newcomer-${tag}@example.com`);
}

/**
 * Latin words a page may show in Arabic: brand names, the keys printed on keyboards (shortcut hints) and addresses
 * given as examples (/portal/…, https://); anything else Latin is untranslated content or chrome.
 */
const ALLOWED_LATIN = /Academy Portal|WeChat|Chrome|\b(Ctrl|Shift|Enter|Alt|Tab|Esc)\b|\S*\/\S*/g;
const latinWords = async (page: Page) => ((await page.locator('main, header, footer').allInnerTexts()).join(' ').replace(ALLOWED_LATIN, '').match(/[A-Za-z]{2,}/g) ?? []);

/**
 * Issue 34 item 1: an academy registered in Arabic with only an Arabic name is Arabic throughout — its decoration
 * editor (section titles, the banner caption in Arabic only) and its portal (name, navigation, starter home).
 */
async function expectArabicSchool(page: Page, schoolId: string) {
  const sections = page.getByRole('grid').first();
  await expect(sections).toContainText('الأحدث');
  await expect(sections).toContainText('لوحات الصدارة');
  await sections.getByRole('row').first().click();
  await expect(page.getByRole('textbox', { name: 'العربية' })).toHaveValue('مرحبًا');
  await expect(page.getByRole('textbox', { name: /^(English|简体中文)/ })).toHaveCount(0);
  expect(await latinWords(page)).toEqual([]);
  await page.goto(`/portal/${schoolId}?sxz-lang=ar_SA`);
  const navigation = page.getByRole('navigation').first();
  for (const item of ['الرئيسية', 'الدورات', 'البث المباشر']) await expect(navigation.getByRole('link', { name: item })).toBeVisible();
  for (const title of ['الأحدث', 'لوحات الصدارة']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('مرحبًا')).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
}

for (const [lang, labels, mobile] of [['en_US', EN, '13900000123'], ['ar_SA', AR, '13900000124']] as const) {
  test(`a newcomer registers an academy end to end (${lang}), opens its decoration editor${lang === 'en_US' ? ' and invites a lecturer, who joins' : ''}`, async ({ page, browser }) => {
    const errors = watchConsole(page);
    await page.goto(`/register/index?sxz-lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar_SA' ? 'rtl' : 'ltr');
    await expectAxeClean(page);
    await signIn(page, mobile, '/register/select');
    await acceptTerms(page);
    await page.goto(`/register/select?sxz-lang=${lang}`);
    await expectAxeClean(page);
    await page.goto(`/register/create?type=academy&sxz-lang=${lang}`);
    const tag = `${lang.slice(0, 2)}-${Date.now().toString(36)}`;
    await fillForm(page, labels, tag);
    await expectAxeClean(page);
    // A reload resumes from the server's draft, once the form has reached it (it is kept as the user types).
    const draft = async () => (await (await page.request.get('/api/school/registration/draft')).json()).data?.form;
    await expect.poll(draft).toMatchObject({ slug: `academy-${tag}`, contactEmail: `newcomer-${tag}@example.com` });
    await page.reload();
    await expect(page.getByRole('textbox', { name: labels.address })).toHaveValue(`academy-${tag}`);
    await expect(page.getByText(labels.free)).toBeVisible();
    await page.getByRole('button', { name: labels.submit }).click();
    await page.waitForURL((url) => url.pathname === '/register/success');
    await expectAxeClean(page);
    await page.getByRole('link', { name: labels.firstSteps }).click();
    await page.waitForURL((url) => url.pathname === '/register/guide');
    await expectAxeClean(page);
    const schoolId = new URL(page.url()).searchParams.get('schoolId');
    expect(schoolId).toMatch(/^\d{19}$/);
    await page.getByRole('link', { name: labels.decorate }).click();
    await page.waitForURL((url) => url.pathname === `/design/${schoolId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'ar_SA') await expectArabicSchool(page, schoolId!);
    expect(errors).toEqual([]);
    if (lang !== 'en_US') return;

    // The new school's administrator invites a lecturer, who signs up and joins through the link in a browser of their own.
    await page.goto(`/register/invite?schoolId=${schoolId}&sxz-lang=en_US`);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New invitation link' }) });
    await form.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Lecturer' }).click();
    await form.getByRole('button', { name: 'Create link' }).click();
    const link = new URL(await page.getByRole('region', { name: 'Link for: Lecturer' }).first().getByRole('textbox', { name: 'Link address' }).inputValue());
    const lecturer = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(lecturer, '13900000128', `${link.pathname}${link.search}`, '/register/invite');
    await acceptTerms(lecturer);
    await lecturer.getByRole('button', { name: /^Join .+ as Lecturer$/ }).click();
    await lecturer.waitForURL((url) => url.pathname === `/portal/${schoolId}`);
    await lecturer.goto(`/portal/${schoolId}/lecturing-center?sxz-lang=en_US`);
    await expect(lecturer.getByRole('heading', { level: 1, name: 'Class management' })).toBeVisible();
  });
}

test('what is typed survives a reload 200 ms later (before the server has it), and then reaches the server', async ({ page }) => {
  await signIn(page, freshMobile(), '/register/select');
  await acceptTerms(page);
  await page.goto('/register/create?type=academy&sxz-lang=en_US');
  const tag = `typed-${Date.now().toString(36)}`;
  await fillForm(page, EN, tag);
  // The last words, then a reload well within the server save's pause (600 ms).
  const contact = page.getByRole('textbox', { name: EN.contact });
  await contact.press('End');
  await contact.pressSequentially(' Last');
  await page.waitForTimeout(200);
  await page.reload();
  await expect(contact).toHaveValue('Newcomer Last');
  await expect(page.getByRole('textbox', { name: EN.name })).toHaveValue(`Academy ${tag}`);
  await expect(page.getByRole('textbox', { name: EN.address })).toHaveValue(`academy-${tag}`);
  await expect(page.getByRole('textbox', { name: EN.email })).toHaveValue(`newcomer-${tag}@example.com`);
  const draft = async () => (await (await page.request.get('/api/school/registration/draft')).json()).data?.form;
  await expect.poll(draft).toMatchObject({ contactName: 'Newcomer Last', slug: `academy-${tag}` });
});

test('a store is registered', async ({ page }) => {
  await signIn(page, '13900000125', '/register/select');
  await acceptTerms(page);
  await page.goto('/register/create?type=store&sxz-lang=en_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a store' })).toBeVisible();
  const tag = `store-${Date.now().toString(36)}`;
  await fillForm(page, EN, tag);
  await page.getByRole('button', { name: 'Create the store' }).click();
  await page.waitForURL((url) => url.pathname === '/register/success');
  const schoolId = new URL(page.url()).searchParams.get('schoolId')!;
  const details = await page.request.post('/api/school/schools/hasStoreDetails', { data: { schoolId }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect((await details.json()).data).toEqual({ hasStoreDetails: true });
});

test('a create whose answer is lost is retried into the same school, never two', async ({ page }) => {
  await signIn(page, '13900000126', '/register/select');
  await acceptTerms(page);
  await page.goto('/register/create?type=academy&sxz-lang=en_US');
  await fillForm(page, EN, `lost-${Date.now().toString(36)}`);
  let dropped = false;
  await page.route('**/api/school/schools/', async (route) => {
    if (dropped || route.request().method() !== 'POST') return route.fallback();
    dropped = true;
    await route.fetch(); // the server creates the school…
    await route.abort('connectionreset'); // …and the answer never arrives
  });
  await page.getByRole('button', { name: 'Create the academy' }).click();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL((url) => url.pathname === '/register/success');
  const mine = await (await page.request.get('/api/school/schools/', { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
  expect(mine.data.filter((school: { role: string }) => school.role === 'admin')).toHaveLength(1);
});

test('the wizard pages are axe-clean in Chinese', async ({ page }) => {
  await page.goto('/register/index?sxz-lang=zh_CN');
  await expect(page.getByRole('heading', { level: 1, name: '开设您自己的学院或商店' })).toBeVisible();
  await expectAxeClean(page);
  await signIn(page, '13900000127', '/register/select');
  await acceptTerms(page);
  for (const path of ['/register/select', '/register/create?type=academy', '/register/guide', '/register/welcome']) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}sxz-lang=zh_CN`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page);
  }
});
