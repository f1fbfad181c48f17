import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { LocaleCode } from '@academy/rules';
import { renderInApp } from '../../../../../packages/ui/src/test/render.tsx';

const clientIp = vi.fn();
vi.mock('../../app/api.ts', () => ({ api: { clientIp: (input: unknown) => clientIp(input) } }));
const { Component } = await import('./NetworkSignInPage.tsx');

const SCHOOL = '1000000000000000015';
const assign = vi.fn();
Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function open(search: string, locale: LocaleCode = 'en_US') {
  const router = createMemoryRouter(
    [
      { path: '/bigNet/v1/authorize', element: <Component /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/bigNet/v1/authorize${search}`] },
  );
  return renderInApp(<RouterProvider router={router} />, { locale });
}

async function expectNoAxeViolations(container: Element) {
  // jsdom cannot compute colours: contrast is checked by the browser suites.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
}

afterEach(() => {
  clientIp.mockReset();
  assign.mockReset();
});

describe('internal-network sign-in page', () => {
  test('inside the school’s network it goes on to the server’s start address, keeping the page to return to', async () => {
    clientIp.mockResolvedValue({ ip: '10.1.2.3', inSchoolNetwork: true });
    await open(`?schoolId=${SCHOOL}&redirect=${encodeURIComponent('/portal/1000000000000000015/search')}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/auth/open/bignet/authorize?schoolId=${SCHOOL}&redirect=%2Fportal%2F1000000000000000015%2Fsearch`));
    expect(clientIp).toHaveBeenCalledWith({ query: { schoolId: SCHOOL } });
    expect(screen.getByRole('button', { name: 'Continue to the school’s sign-in' })).toBeVisible();
  });

  test('outside it says why, with the address, and offers the code sign-in for the same page', async () => {
    clientIp.mockResolvedValue({ ip: '203.0.113.5', inSchoolNetwork: false });
    const { container } = await open(`?schoolId=${SCHOOL}&redirect=${encodeURIComponent('/portal/1000000000000000015')}`);
    expect(await screen.findByText('You are not on the school’s network')).toBeVisible();
    expect(screen.getByText(/203\.0\.113\.5.*outside the school’s network/)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a one-time code' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\/index\?redirect=%2Fportal%2F1000000000000000015&.*schoolId=1000000000000000015/);
  });

  test.each(['ar_SA', 'zh_CN'] as const)('in %s the refusal is translated, the address isolated, and axe finds nothing', async (locale) => {
    clientIp.mockResolvedValue({ ip: '2001:db8::5', inSchoolNetwork: false });
    const { container } = await open(`?schoolId=${SCHOOL}`, locale);
    await waitFor(() => expect(container.textContent).toContain('\u20682001:db8::5\u2069'));
    expect(screen.getByRole('status').textContent).not.toMatch(/outside the school/);
    await expectNoAxeViolations(container);
  });

  test('when the check fails it says so and can try again', async () => {
    clientIp.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ip: '10.0.0.1', inSchoolNetwork: true });
    await open(`?schoolId=${SCHOOL}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  });

  test('without a school in the address it asks for the school’s link and calls nothing', async () => {
    const { container } = await open('');
    expect(screen.getByText('This sign-in link names no school')).toBeVisible();
    expect(clientIp).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
