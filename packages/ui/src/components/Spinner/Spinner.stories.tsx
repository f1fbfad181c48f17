import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Primitives/Spinner', component: Spinner, args: { delay: 0 } } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.xl, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const Block: Story = { args: { block: true } };

/** Nothing shows for the first 200 ms, so quick loads never flash a spinner. */
export const Delayed: Story = {
  args: { delay: 200 },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible(), { timeout: 1000 });
  },
};
