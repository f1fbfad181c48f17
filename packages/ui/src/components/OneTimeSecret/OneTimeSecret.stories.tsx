import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { OneTimeSecret } from './OneTimeSecret.tsx';
import { oneTimeSecretMessages } from './OneTimeSecret.messages.ts';

const meta = {
  title: 'Primitives/OneTimeSecret',
  component: OneTimeSecret,
  args: { label: 'Client secret — Harbour Library', value: 'q3N8kV0xLw2pZr7TfYb1cHs9mJ4dGe6uA5iOo0XnRk' },
} satisfies Meta<typeof OneTimeSecret>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just made: the warning, the secret (left to right in every language) and Copy. */
export const Shown: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue(args.value);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
  },
};

/** Copy: the clipboard takes it, or (refused) the text is selected; either way the reader is told. */
export const Copied: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    await userEvent.click(context.canvas.getByRole('button', { name: intl.formatMessage(oneTimeSecretMessages.copy) }));
    const said = [intl.formatMessage(oneTimeSecretMessages.copied), intl.formatMessage(oneTimeSecretMessages.copyManually)];
    await expect(await context.canvas.findByText((text) => said.includes(text))).toBeVisible();
  },
};

/** A narrow column: the button goes under the field, the secret scrolls inside it. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.sidebar }}><Story /></div>],
};
