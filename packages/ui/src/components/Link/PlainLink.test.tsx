import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LinkRouterProvider, PlainLink } from './PlainLink.tsx';

const renderWithRouter = (link: React.ReactElement) => {
  const navigate = vi.fn();
  render(<LinkRouterProvider navigate={navigate}>{link}</LinkRouterProvider>);
  return navigate;
};

describe('PlainLink', () => {
  test('a main-button click on an own path navigates with the app router, without a page load', () => {
    const navigate = renderWithRouter(<PlainLink href="/portal/1000000000000000001/search?keyword=AI">AI</PlainLink>);
    const link = screen.getByRole('link', { name: 'AI' });
    expect(link).toHaveAttribute('href', '/portal/1000000000000000001/search?keyword=AI');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no document navigation
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/portal/1000000000000000001/search?keyword=AI');
  });

  test('what the browser opens itself stays with the browser: modifier keys, other buttons, new tabs, downloads, other sites', () => {
    const navigate = renderWithRouter(
      <>
        <PlainLink href="/a">own</PlainLink>
        <PlainLink href="/b" target="_blank">tab</PlainLink>
        <PlainLink href="/c" download>file</PlainLink>
        <PlainLink href="https://elsewhere.example/d">away</PlainLink>
      </>,
    );
    const own = screen.getByRole('link', { name: 'own' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(fireEvent.click(own, modifier)).toBe(true);
    for (const name of ['tab', 'file', 'away']) expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  test("the caller's click handler runs first and can keep the router out", () => {
    const navigate = renderWithRouter(<PlainLink href="/a" onClick={(event) => event.preventDefault()}>own</PlainLink>);
    fireEvent.click(screen.getByRole('link', { name: 'own' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  test('without an app router it is an ordinary link', () => {
    render(<PlainLink href="/a">own</PlainLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'own' }))).toBe(true);
  });
});
