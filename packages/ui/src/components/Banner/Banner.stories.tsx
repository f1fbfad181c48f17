import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { Banner } from './Banner.tsx';
import { docsGuide } from '../../test/stories.ts';
import guide from './Banner.guide.md?raw';

const meta = {
  title: 'Primitives/Banner',
  component: Banner, parameters: { docs: docsGuide(guide) },
  args: { title: <FormattedMessage {...commonMessages.loadFailedTitle} />, children: <FormattedMessage {...commonMessages.loadFailedBody} /> },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Banner {...args} tone="info" />
      <Banner {...args} tone="success" />
      <Banner {...args} tone="warning" />
      <Banner {...args} tone="error" />
    </div>
  ),
};

/** Closable: the × button is labelled and calls back; the page hides it and remembers. */
export const Closable: Story = {
  args: { tone: 'info', onClose: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /./ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { tone: 'warning', children: <FormattedMessage {...commonMessages.leaveBody} />, onClose: fn() },
  render: (args) => (
    <Banner {...args}>
      {[0, 1, 2, 3].map((i) => (
        <span key={i}>
          <FormattedMessage {...commonMessages.leaveBody} />{' '}
        </span>
      ))}
    </Banner>
  ),
};
