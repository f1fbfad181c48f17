import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/theme.css.ts';
import { Skeleton } from './Skeleton.tsx';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shape of a resource card while it loads. */
export const Card: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm, maxInlineSize: vars.size.dialog.sm }}>
      <Skeleton shape="rect" aspectRatio="16 / 9" />
      <Skeleton shape="title" inlineSize="80%" />
      <Skeleton shape="text" inlineSize="50%" />
      <div style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
        <Skeleton shape="circle" inlineSize={vars.size.avatar.sm} />
        <Skeleton shape="text" inlineSize="30%" />
      </div>
    </div>
  ),
};
