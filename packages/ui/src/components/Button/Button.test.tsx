import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  test('a press by pointer or keyboard calls onPress', async () => {
    const onPress = vi.fn();
    await renderInApp(<Button onPress={onPress}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  test('a disabled button is disabled and ignores presses', async () => {
    const onPress = vi.fn();
    await renderInApp(<Button isDisabled onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onPress).not.toHaveBeenCalled();
  });

  test('a pending button keeps its label for layout, announces progress in the locale and ignores presses', async () => {
    const onPress = vi.fn();
    await renderInApp(<Button isPending onPress={onPress}>Speichern</Button>, { locale: 'de_DE' });
    const button = screen.getByRole('button');
    expect(within(button).getByRole('progressbar')).toHaveAccessibleName(/Wird ausgeführt/);
    expect(button).toHaveTextContent('Speichern');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
