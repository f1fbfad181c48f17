import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { Badge } from './Badge.tsx';
import { docsGuide } from '../../test/stories.ts';
import guide from './Badge.guide.md?raw';

const meta = { title: 'Primitives/Badge', component: Badge, parameters: { docs: docsGuide(guide) }, args: { children: <FormattedMessage {...resourceStatusMessages.free} /> } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone, as the cards use them. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
      <Badge tone="danger" icon="play"><FormattedMessage {...resourceStatusMessages.ongoing} /></Badge>
      <Badge tone="info"><FormattedMessage {...resourceStatusMessages.unstarted} /></Badge>
      <Badge tone="neutral"><FormattedMessage {...resourceStatusMessages.ended} /></Badge>
      <Badge tone="success" icon="check"><FormattedMessage {...resourceStatusMessages.enrolled} /></Badge>
      <Badge tone="vip"><FormattedMessage {...resourceStatusMessages.vip} /></Badge>
      <Badge tone="brand"><FormattedMessage {...resourceStatusMessages.free} /></Badge>
      <Badge tone="warning"><FormattedMessage {...resourceStatusMessages.audienceMembers} /></Badge>
    </div>
  ),
};
