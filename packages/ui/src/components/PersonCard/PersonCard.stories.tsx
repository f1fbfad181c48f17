import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import { coverDataUrl } from '../../fixtures/resources.ts';
import { MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { docsGuide, storyIntl } from '../../test/stories.ts';
import guide from './PersonCard.guide.md?raw';
import { vars } from '../../theme/theme.css.ts';
import { FollowButton } from '../FollowButton/index.ts';
import { PersonCard } from './PersonCard.tsx';
import { personCardMessages } from './PersonCard.messages.ts';

/** The date a page shows under the name, formatted in the story's language (as the pages do). */
function FollowedOn() {
  const intl = useIntl();
  return <time dateTime="2026-05-12">{intl.formatDate('2026-05-12T08:00:00Z', { dateStyle: 'medium' })}</time>;
}

const meta = {
  title: 'Components/PersonCard',
  component: PersonCard,
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  args: { name: 'Ada Lovelace', href: '/portal/1000000000000000001/person-space/dynamics?userId=u-ada', meta: <FollowedOn /> },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.md }}><Story /></div>],
} satisfies Meta<typeof PersonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A follower without a photo: initials, the name links to their space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', expect.stringContaining('person-space'));
  },
};

export const WithPhoto: Story = { args: { avatarUrl: coverDataUrl(2) } };

/** With the follow action at the line's end. */
export const WithFollow: Story = {
  args: { action: <FollowButton isFollowing={false} onToggle={fn()} name="Ada Lovelace" /> },
};

export const Following: Story = {
  args: { action: <FollowButton isFollowing onToggle={fn()} name="Ada Lovelace" /> },
};

/** The signed-in user's own row: “You”, no action. */
export const Self: Story = {
  args: { isSelf: true, action: <FollowButton isFollowing={false} onToggle={fn()} /> },
  play: async (context) => {
    await expect(context.canvas.getByText(storyIntl(context).formatMessage(personCardMessages.you))).toBeVisible();
    await expect(context.canvas.queryByRole('button')).toBeNull();
  },
};

/** A name too long for the row is cut at its own end; the action keeps its place. */
export const LongName: Story = {
  args: { name: MIXED_PEOPLE.latin.repeat(3), action: <FollowButton isFollowing={false} onToggle={fn()} /> },
};

/** Names in both directions, each in its own, in a list as the pages show them. */
export const MixedDirections: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
      {[MIXED_PEOPLE.arabic, MIXED_PEOPLE.latin, MIXED_PEOPLE.chinese, MIXED_PEOPLE.arabicShort].map((name, index) => (
        <li key={name}>
          <PersonCard {...args} name={name} action={<FollowButton isFollowing={index % 2 === 1} onToggle={fn()} name={name} />} />
        </li>
      ))}
    </ul>
  ),
};
