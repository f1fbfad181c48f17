import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { LocaleCode } from '@academy/rules';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';

const calls = { checkSlug: vi.fn(), saveRegistrationDraft: vi.fn(), createSchool: vi.fn(), applyActiveCode: vi.fn() };
vi.mock('../../app/api.ts', () => ({ api: new Proxy({}, { get: (_, id: string) => (input: unknown) => (calls as Record<string, (input: unknown) => unknown>)[id]?.(input) }) }));
const { Component } = await import('./CreatePage.tsx');
const { typedNotSaved } = await import('./typedDraft.ts');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function open({ locale = 'en_US', codeRequired = false, typed = null }: { locale?: LocaleCode; codeRequired?: boolean; typed?: Record<string, string> | null } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/register/create', loader: () => ({ kind: 'academy', userId: 'u-test', draft: null, typed, codeRequired }), Component },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/register/create?type=academy'] },
  );
  const rendered = await renderInApp(<RouterProvider router={router} />, { locale });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

async function expectNoAxeViolations(container: Element) {
  // jsdom cannot compute colours: contrast is checked by the browser suites.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
}

afterEach(() => Object.values(calls).forEach((call) => call.mockReset()));

/** Focus a field and paste into it (typing letter by letter is slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('create an academy', () => {
  test('what is typed is kept in this browser at once, and is what the form resumes with after a reload', async () => {
    calls.saveRegistrationDraft.mockResolvedValue({});
    localStorage.clear();
    const first = await open();
    await fill(screen.getByRole('textbox', { name: /English/ }), 'Harbour Academy');
    // No wait for the server's debounced copy: the browser has it already.
    expect(typedNotSaved('u-test', 'academy')).toMatchObject({ names: { en_US: 'Harbour Academy' } });
    expect(typedNotSaved('u-other', 'academy')).toBeNull();
    first.unmount();
    await open({ typed: typedNotSaved('u-test', 'academy') as Record<string, string> });
    expect(screen.getByRole('textbox', { name: /English/ })).toHaveValue('Harbour Academy');
    // Once the server holds the same, the browser's copy goes.
    await waitFor(() => expect(calls.saveRegistrationDraft).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ form: expect.objectContaining({ names: { en_US: 'Harbour Academy' } }) }) })), { timeout: 10_000 });
    await waitFor(() => expect(typedNotSaved('u-test', 'academy')).toBeNull());
  }, 30_000);

  test('the address is checked as it is typed, and the server’s reason is shown', async () => {
    calls.checkSlug.mockImplementation(({ query }: { query: { slug: string } }) =>
      Promise.resolve(query.slug === '\u0430dmin' ? { slug: query.slug, available: false, problem: 'confusable', message: 'x' } : { slug: query.slug.toLowerCase(), available: true, problem: null, message: null }));
    calls.saveRegistrationDraft.mockResolvedValue({});
    const { container } = await open();
    const address = screen.getByRole('textbox', { name: /Address/ });
    await fill(address, '\u0430dmin');
    expect(await screen.findByText(/only looks like a Latin letter/)).toBeVisible();
    await fill(address, 'Harbour-Bay');
    expect(await screen.findByText(/This address is free/)).toHaveTextContent('harbour-bay');
    await expectNoAxeViolations(container);
  }, 30_000);

  test("the school's default language is the registrant's, whatever the region; missing fields are named; a full form creates and goes to the progress page", async () => {
    calls.checkSlug.mockResolvedValue({ slug: 'sea-school', available: true, problem: null, message: null });
    calls.saveRegistrationDraft.mockResolvedValue({});
    calls.createSchool.mockReturnValue(new Promise(() => undefined));
    await open();
    expect(screen.getByRole('button', { name: /Default language/ })).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('radio', { name: 'Outside mainland China' }));
    expect(screen.getByRole('button', { name: /Default language/ })).toHaveTextContent('English');
    // The name is asked in the default language only; no Chinese field unless one is added.
    expect(screen.getAllByRole('textbox', { name: /English|中文/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Create the academy' }));
    expect(screen.getAllByText('Fill in this field.').length).toBeGreaterThanOrEqual(3);
    expect(calls.createSchool).not.toHaveBeenCalled();

    await fill(screen.getByRole('textbox', { name: /English/ }), 'Sea School');
    await fill(screen.getByRole('textbox', { name: /Address/ }), 'sea-school');
    await fill(screen.getByRole('textbox', { name: /Your name/ }), 'Lin Hai');
    await fill(screen.getByRole('textbox', { name: /E-mail/ }), 'lin@example.com');
    await screen.findByText(/This address is free/);
    await userEvent.click(screen.getByRole('button', { name: 'Create the academy' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/register/creating'));
    const body = calls.createSchool.mock.calls[0]![0].body;
    expect(body).toMatchObject({ kind: 'academy', names: { en_US: 'Sea School' }, slug: 'sea-school', region: 'overseas', defaultLocale: 'en_US', contactEmail: 'lin@example.com' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{36}$/);
    expect(body).not.toHaveProperty('contactMobile');
  }, 30_000);

  test('a wrong contact e-mail or mobile is said next to its field, in the reader’s language, before anything is created', async () => {
    calls.checkSlug.mockResolvedValue({ slug: 'sea-school', available: true, problem: null, message: null });
    calls.saveRegistrationDraft.mockResolvedValue({});
    calls.createSchool.mockReturnValue(new Promise(() => undefined));
    await open({ locale: 'de_DE' });
    await fill(screen.getByRole('textbox', { name: /Deutsch/ }), 'Meeresschule');
    await fill(screen.getByRole('textbox', { name: /^Adresse/ }), 'sea-school');
    await fill(screen.getByRole('textbox', { name: /Ihr Name/ }), 'Lin Hai');
    await fill(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'lin@example');
    const mobile = screen.getByRole('textbox', { name: /Mobilnummer/ });
    await fill(mobile, '12345');
    await screen.findByText(/Adresse ist frei/);
    await userEvent.click(screen.getByRole('button', { name: 'Akademie anlegen' }));
    expect(await screen.findByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    expect(screen.getByText('Geben Sie eine gültige Handynummer ein')).toBeVisible();
    expect(calls.createSchool).not.toHaveBeenCalled();

    // A number pasted with spaces is kept whole and sent without them.
    await fill(mobile, '138 0000 0001');
    expect(mobile).toHaveValue('13800000001');
    await fill(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), ' lin@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Akademie anlegen' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/register/creating'));
    expect(calls.createSchool.mock.calls[0]![0].body).toMatchObject({ contactEmail: 'lin@example.com', contactMobile: '13800000001' });
  }, 30_000);

  test('Arabic: laid out right to left, translated, the address field left to right, no axe violations', async () => {
    const { container } = await open({ locale: 'ar_SA', codeRequired: true });
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: /العنوان/ })).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByRole('textbox', { name: /رمز التفعيل/ })).toHaveLength(1);
    // The school's name is asked in Arabic (the registrant's language), not in Chinese.
    expect(screen.getByRole('textbox', { name: /^العربية/ })).toBeRequired();
    expect(screen.getByRole('group', { name: 'اسم المدرسة' })).toBeVisible();
    await expectNoAxeViolations(container);
  }, 30_000);
});
