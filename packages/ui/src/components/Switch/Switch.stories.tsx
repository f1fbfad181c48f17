import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: <FormattedMessage {...resourceStatusMessages.vip} />, onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Switch {...args} />
      <Switch {...args} defaultSelected />
      <Switch {...args} isDisabled />
      <Switch {...args} isDisabled defaultSelected />
    </div>
  ),
};
