import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { storyIntl, docsGuide } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { statusBadgeMessages } from './StatusBadge.messages.ts';
import guide from './StatusBadge.guide.md?raw';

const meta = { title: 'Data/StatusBadge', component: StatusBadge, parameters: { docs: docsGuide(guide) }, args: { status: 2 } } satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm } as const;

/** A class in progress. */
export const Ongoing: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const badge = context.canvas.getByText(intl.formatMessage(statusBadgeMessages.ongoing));
    await expect(badge.closest('span')?.querySelector('svg[data-icon="play"]')).not.toBeNull();
  },
};

/** The three event statuses of a class or live lecture: words, an icon of its own shape and a colour — never the colour alone. */
export const EventStatuses: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge status={1} />
      <StatusBadge status={2} />
      <StatusBadge status={3} />
    </div>
  ),
  play: async (context) => {
    const intl = storyIntl(context);
    for (const [message, icon] of [
      [statusBadgeMessages.unstarted, 'clock'],
      [statusBadgeMessages.ongoing, 'play'],
      [statusBadgeMessages.ended, 'checkCircle'],
    ] as const) {
      const badge = context.canvas.getByText(intl.formatMessage(message));
      await expect(badge.querySelector(`svg[data-icon="${icon}"]`)).not.toBeNull();
    }
  },
};

/** Any other status by tone: each tone brings its icon (neutral has none); an icon can be replaced or removed. */
export const Tones: Story = {
  render: function Tones() {
    const intl = useIntl();
    return (
      <div style={row}>
        <StatusBadge tone="success" label={intl.formatMessage(resourceStatusMessages.enrolled)} />
        <StatusBadge tone="info" label={intl.formatMessage(resourceStatusMessages.unstarted)} />
        <StatusBadge tone="warning" label={intl.formatMessage(resourceStatusMessages.audienceMembers)} />
        <StatusBadge tone="danger" label={intl.formatMessage(commonMessages.loadFailedTitle)} />
        <StatusBadge tone="neutral" label={intl.formatMessage(resourceStatusMessages.ended)} />
        <StatusBadge tone="info" icon="lock" label={intl.formatMessage(resourceStatusMessages.audienceMembers)} />
        <StatusBadge tone="success" icon={null} label={intl.formatMessage(resourceStatusMessages.free)} />
      </div>
    );
  },
};
