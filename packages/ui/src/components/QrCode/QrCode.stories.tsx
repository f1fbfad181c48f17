import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'https://portal.example/login/qr?id=Zx3-9_abcdefghijklmnopqrstuvwxyzABCDEFGHIJK', label: 'QR code' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dark modules on a light quiet zone in both themes, left to right in every language. */
export const SignInAddress: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR code' });
    await expect(image.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  },
};
/** Behind a message (scanned, expired): drawn faintly so nothing moves. */
export const Dimmed: Story = { args: { dimmed: true } };
/** A short value makes a smaller grid, drawn at the same size. */
export const ShortValue: Story = { args: { value: 'https://a.example/' } };
