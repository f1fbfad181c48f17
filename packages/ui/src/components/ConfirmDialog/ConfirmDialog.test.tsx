import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Controlled(props: Partial<ConfirmDialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <ConfirmDialog
        title="Delete “Physics”?"
        variant="destructive"
        onConfirm={() => {}}
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onClosed?.();
        }}
      >
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  test('an alertdialog named by its title; destructive: focus on Cancel, the confirm button says Delete', async () => {
    await renderInApp(<Controlled />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Physics”?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  test('neutral: focus on the confirm button, which says Confirm by default', async () => {
    await renderInApp(<Controlled variant="neutral" />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
  });

  test('busy while the action runs (no cancel, no Escape), then closes when it succeeds', async () => {
    const run = deferred();
    const onClosed = vi.fn();
    await renderInApp(<Controlled onConfirm={() => run.promise} onClosed={onClosed} />);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(confirm).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    run.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledOnce();
  });

  test('a failure keeps the dialog open with the message; the next try can succeed', async () => {
    const first = deferred();
    const onConfirm = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    await renderInApp(<Controlled onConfirm={onConfirm} errorMessage={(error) => (error as Error).message} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    first.reject(new Error('The class has enrolled learners.'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The class has enrolled learners.'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  test('without errorMessage a general, translated message is shown; reopening starts clean', async () => {
    await renderInApp(<Controlled onConfirm={() => Promise.reject(new Error('x'))} />, { locale: 'de_DE' });
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Das hat nicht geklappt.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
  });

  test('a synchronous action that throws is a failure too', async () => {
    await renderInApp(
      <Controlled
        onConfirm={() => {
          throw new Error('nope');
        }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).not.toBeEmptyDOMElement());
  });
});
