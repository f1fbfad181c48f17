import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { Price } from './Price.tsx';

const meta = { title: 'Primitives/Price', component: Price, args: { amountMinor: 990, currency: 'CNY' } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every currency the market sells in: the yen without decimals, the others with two. */
export const Currencies: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 }}>
      <li><Price amountMinor={990} currency="CNY" /></li>
      <li><Price amountMinor={4900} currency="USD" /></li>
      <li><Price amountMinor={9900} currency="EUR" /></li>
      <li><Price amountMinor={19900} currency="GBP" /></li>
      <li><Price amountMinor={1980} currency="JPY" /></li>
      <li><Price amountMinor={123456789} currency="USD" /></li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Whatever the toolbar's language: Arabic writes ١٬٩٨٠, read here as 1,980.
    const latin = (text: string | null) => (text ?? '').replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
    const yen = canvasElement.querySelector('[data-currency="JPY"]')!;
    // 1980 minor units of the yen are 1980 yen: no decimal separator, whatever the language.
    await expect(latin(yen.textContent)).toMatch(/1\D?980/);
    await expect(latin(yen.textContent)).not.toMatch(/19\D80/);
    await expect(within(canvasElement).getAllByText(/\p{Nd}/u)).toHaveLength(6);
  },
};
