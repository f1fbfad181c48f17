import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
import { followButtonMessages } from './FollowButton.messages.ts';

const meta = {
  title: 'Components/FollowButton',
  component: FollowButton,
  args: { isFollowing: false, onToggle: fn() },
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not following: the primary action. */
export const NotFollowing: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: storyIntl(context).formatMessage(followButtonMessages.follow) }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Following: Unfollow, as a secondary action. */
export const Following: Story = {
  args: { isFollowing: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('button')).toHaveTextContent(storyIntl(context).formatMessage(followButtonMessages.unfollow));
  },
};

/** The call is running: a spinner at the button's own width; presses wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** In a row of people: the name is part of what screen readers hear, the visible word stays in it. */
export const Named: Story = {
  args: { name: 'Ada Lovelace' },
  play: async (context) => {
    const button = context.canvas.getByRole('button');
    await expect(button.getAttribute('aria-label')).toContain('Ada Lovelace');
    await expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(button.textContent!.toLowerCase());
  },
};

/** Names in other scripts, isolated inside the translated sentence. */
export const MixedDirections: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
      <FollowButton {...args} name={MIXED_PEOPLE.arabic} />
      <FollowButton {...args} name={MIXED_PEOPLE.chinese} isFollowing />
      <FollowButton {...args} name={MIXED_PEOPLE.latin} size="md" />
    </div>
  ),
};

/** The page's side: a call that takes a moment, then the new state. */
function WithServer(args: FollowButtonProps) {
  const [following, setFollowing] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <FollowButton
      {...args}
      isFollowing={following}
      pending={pending}
      onToggle={() => {
        setPending(true);
        setTimeout(() => {
          setFollowing(!following);
          setPending(false);
        }, 50);
      }}
    />
  );
}

export const Toggles: Story = {
  render: (args) => <WithServer {...args} />,
  // The same pictures as NotFollowing and Following, after a press.
  parameters: { visual: { skip: true } },
  play: async (context) => {
    const intl = storyIntl(context);
    await userEvent.click(context.canvas.getByRole('button', { name: intl.formatMessage(followButtonMessages.follow) }));
    await waitFor(() => expect(context.canvas.getByRole('button')).toHaveTextContent(intl.formatMessage(followButtonMessages.unfollow)));
  },
};
