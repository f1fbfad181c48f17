import { expect, test } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PlainLink } from '@academy/ui';
import { RouterLinks } from './RouterLinks.tsx';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

test("a library's plain link moves the app's router, not the document", async () => {
  const router = createMemoryRouter(
    [{ path: '*', element: <RouterLinks><Where /><PlainLink href="/portal/1000000000000000001/search?keyword=AI">AI</PlainLink></RouterLinks> }],
    { initialEntries: ['/portal/1000000000000000001'] },
  );
  render(<RouterProvider router={router} />);
  expect(fireEvent.click(await screen.findByRole('link', { name: 'AI' }))).toBe(false);
  expect(await screen.findByText('at /portal/1000000000000000001/search?keyword=AI')).toBeInTheDocument();
});
