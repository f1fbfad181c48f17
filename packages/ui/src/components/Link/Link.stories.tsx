import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { Link } from './Link.tsx';

const meta = { title: 'Primitives/Link', component: Link, args: { href: '#courses', children: <FormattedMessage {...resourceTypeMessages.course} /> } } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

/** A new-tab link says so to screen readers and shows an external icon that mirrors in RTL. */
export const NewTab: Story = {
  args: { href: 'https://example.com/help', newTab: true, children: <FormattedMessage {...commonMessages.signIn} /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.textContent).toMatch(/\(|（/);
  },
};

export const Quiet: Story = {
  render: function QuietStory(args) {
    const intl = useIntl();
    return (
    <nav aria-label={intl.formatMessage(resourceTypeMessages.all)} style={{ display: 'flex', gap: vars.space.lg }}>
      <Link {...args} quiet href="#c"><FormattedMessage {...resourceTypeMessages.course} /></Link>
      <Link {...args} quiet href="#e"><FormattedMessage {...resourceTypeMessages.exam} /></Link>
      <Link {...args} quiet href="#l"><FormattedMessage {...resourceTypeMessages.live} /></Link>
    </nav>
    );
  },
};
