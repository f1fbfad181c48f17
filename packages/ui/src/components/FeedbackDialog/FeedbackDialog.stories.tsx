import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { findOpenDialog } from '../../test/findOpenDialog.ts';
import { docsGuide } from '../../test/stories.ts';
import guide from './FeedbackDialog.guide.md?raw';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const okUpload = fn(async () => ({ resultCode: 20000, message: 'OK', details: null, data: { static_url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>')}` } }));

const meta = {
  title: 'Components/FeedbackDialog',
  component: FeedbackDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    schoolId: '1000000000000000001',
    schoolName: 'Harbour Academy',
    userName: '李明',
    uploadImage: okUpload,
    submit: fn(async () => ({ code: 200, message: 'OK' })),
    customerService: { servicePhone: '400-800-1234', serviceEmail: 'help@harbour.example', serviceWeChat: 'HarbourAcademy' },
    onSubmitted: fn(),
  },
  parameters: { visual: { cellHeight: 900 }, docs: docsGuide(guide, { showExample: true }) },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = findOpenDialog;

export const Empty: Story = {};
export const CustomerServiceHidden: Story = { args: { hideCustomerService: true } };

/** An empty description asks for the question; nothing is sent. */
export const EmptyDescriptionError: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox'), '   ');
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Contact allowed with a phone starting 12: the phone error shows. */
export const BadPhone: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox'), 'Video stops');
    await userEvent.click(dialog.getByRole('switch'));
    await userEvent.type(dialog.getAllByRole('textbox')[1]!, '12800000001');
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await expect(dialog.getAllByRole('textbox')[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows and the typed text stays. */
export const SubmitFailureKeepsText: Story = {
  parameters: { visual: { skip: true } },
  args: { submit: fn(async () => ({ code: 400, message: 'Feedback is closed for maintenance.' })) },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox'), 'The quiz timer is wrong');
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await expect(await dialog.findByText('Feedback is closed for maintenance.')).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue('The quiz timer is wrong');
  },
};

/** Network failure: the generic message, text kept. */
export const NetworkFailure: Story = {
  parameters: { visual: { skip: true } },
  args: { submit: fn(async () => { throw new TypeError('Failed to fetch'); }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox'), 'Slow page');
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(dialog.getByRole('textbox')).toHaveValue('Slow page'));
  },
};

/** An image picked by content: a PNG named .gif is accepted; a text file named .png is refused. */
export const ImageChecks: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'screen shot.gif', { type: 'image/gif' }), { applyAccept: false });
    await waitFor(() => expect(args.uploadImage).toHaveBeenCalledWith(expect.any(File), 'screenshot.gif'));
    await userEvent.upload(input, new File(['hello'], 'notes.png', { type: 'image/png' }), { applyAccept: false });
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

/** Success: closes, resets and reports back. */
export const Success: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getAllByRole('radio')[2]!);
    await userEvent.type(dialog.getByRole('textbox'), 'How do I get a certificate?');
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    await expect(args.submit).toHaveBeenCalledWith(expect.objectContaining({ feedbackContent: 'How do I get a certificate?', clientType: '1', tenantId: '1000000000000000001' }));
  },
};
