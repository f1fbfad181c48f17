import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Button } from '../Button/index.ts';
import { Dialog, DialogTrigger } from './Dialog.tsx';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Open</Button>
      <Dialog title="Leave without saving?" footer={(close) => <Button onPress={close}>Keep editing</Button>}>
        <p>Your changes will be lost.</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  test('opens named by its title, with focus inside', async () => {
    await renderInApp(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  test('the × button is labelled in the locale and closes the dialog, returning focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    await renderInApp(<Example onOpenChange={onOpenChange} />, { locale: 'fr_FR' });
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('Escape closes it', async () => {
    await renderInApp(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('renders inside the themed root, so it keeps the theme and the right-to-left direction', async () => {
    await renderInApp(<Example />, { locale: 'ar_SA', theme: 'dark' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const root = dialog.closest('[data-theme]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('dir', 'rtl');
  });
});
