import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../test/findOpenDialog.ts';
import { CookiePreferencesDialog } from './CookiePreferencesDialog.tsx';

const meta = {
  title: 'Components/CookiePreferencesDialog',
  component: CookiePreferencesDialog,
  args: { isOpen: true, onOpenChange: fn(), analytics: false, onSave: fn(), cookieNames: { essential: ['access_token', 'refresh_token', 'sxz_lang'], analytics: ['_ga', '_gid'] } },
  parameters: { visual: { cellHeight: 560 } },
} satisfies Meta<typeof CookiePreferencesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YourPrivacy: Story = {};

/** Analytics on, then Reset turns it off again; Save and close stores the choice. */
export const ResetThenSave: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getAllByRole('tab')[2]!);
    const toggle = await within(dialog).findByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getAllByRole('button').at(-2)!);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(true));
  },
};

/** Essential cookies are always active and list their names. */
export const Essential: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getAllByRole('tab')[1]!);
    await expect(within(dialog).getByText('access_token')).toBeVisible();
  },
};
