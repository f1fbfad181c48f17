import { describe, expect, test } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDeferredMenuTrigger } from './useDeferredMenuTrigger.ts';

function Trigger() {
  const { triggerProps, binding, wanted } = useDeferredMenuTrigger();
  const { state, menuProps } = binding;
  return (
    <>
      <button type="button" {...triggerProps}>
        Language
      </button>
      <output data-testid="state">{JSON.stringify({ open: state.isOpen, focus: menuProps.autoFocus, wanted, labelledBy: menuProps['aria-labelledby'] === triggerProps.id })}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('a deferred menu trigger (react-aria useMenuTrigger, written out)', () => {
  test('a mouse opens on press down, with focus on the menu itself, and the click that follows does not close it', () => {
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 });
    expect(state()).toEqual({ open: true, focus: true, wanted: true, labelledBy: true });
    fireEvent.click(button);
    expect(state().open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBeTruthy();
  });

  test('touch opens on release and a second tap closes', () => {
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Language' });
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
    expect(state().open).toBe(false);
    fireEvent.click(button);
    expect(state().open).toBe(true);
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
    fireEvent.click(button);
    expect(state().open).toBe(false);
  });

  test('ArrowUp opens on the last item, ArrowDown and a screen reader click on the first', () => {
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Language' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(state()).toMatchObject({ open: true, focus: 'last' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(state().open).toBe(false);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(state()).toMatchObject({ open: true, focus: 'first' });
    fireEvent.keyDown(button, { key: 'Escape' });
    fireEvent.click(button); // no pointer before it: assistive technology
    expect(state().open).toBe(false);
    fireEvent.click(button);
    expect(state()).toMatchObject({ open: true, focus: 'first' });
  });

  test('a right click or a Ctrl/Cmd shortcut leaves the menu alone; Alt+ArrowDown opens it, as in react-aria', () => {
    render(<Trigger />);
    const button = screen.getByRole('button', { name: 'Language' });
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 2 });
    fireEvent.keyDown(button, { key: 'ArrowDown', ctrlKey: true });
    expect(state().open).toBe(false);
    fireEvent.keyDown(button, { key: 'ArrowDown', altKey: true });
    expect(state()).toMatchObject({ open: true, focus: 'first' });
  });
});
