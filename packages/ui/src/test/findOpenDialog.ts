import { expect, waitFor, within } from 'storybook/test';
import { LAZY_PART } from './stories.ts';

/**
 * The open dialog, once its entry animation has finished: while the overlay is
 * `[data-entering]` it is still fading in (opacity 0), so visibility checks and
 * clicks made too early fail at random on a busy machine.
 */
export async function findOpenDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, LAZY_PART);
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  return dialog;
}
