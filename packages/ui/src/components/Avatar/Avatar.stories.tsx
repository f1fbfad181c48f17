import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { coverDataUrl } from '../../fixtures/resources.ts';
import { vars } from '../../theme/theme.css.ts';
import { Avatar, type AvatarProps } from './Avatar.tsx';
import { MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { contentProps } from '../../content/contentProps.ts';

const PHOTO = coverDataUrl(2);
const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { user: { realName: 'Ada Lovelace' } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (items: AvatarProps[]) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' }}>
    {items.map((props, index) => (
      <Avatar key={index} {...props} />
    ))}
  </div>
);

/** No photo: the initials of the display name; screen readers hear the name, once. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img');
    await expect(avatar).toHaveAccessibleName('Ada Lovelace');
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Photo: Story = {
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img');
    await expect(photo.tagName).toBe('IMG');
    await expect(photo).toHaveAccessibleName('Ada Lovelace');
    await expect(photo.parentElement).not.toHaveAttribute('aria-label');
  },
};

/** Small, medium and large, from the avatar size tokens, with a photo and with initials. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {row([{ ...args, size: 'small', src: PHOTO }, { ...args, size: 'medium', src: PHOTO }, { ...args, size: 'large', src: PHOTO }])}
      {row([{ ...args, size: 'small' }, { ...args, size: 'medium' }, { ...args, size: 'large' }])}
      {row([{ user: { realName: '李明' }, size: 'small' }, { user: { realName: '李明' }, size: 'medium' }, { user: { realName: '李明' }, size: 'large' }])}
    </div>
  ),
};

/** The display-name rule: real name, else nickname, else mobile, else e-mail; nothing at all gives a person icon. */
export const NameFallbacks: Story = {
  render: () =>
    row([
      { user: { realName: 'Wang Fang', nickName: 'Fang' } },
      { user: { realName: ' ', nickName: 'Ming' } },
      { user: { mobile: '13800000001' } },
      { user: { email: 'zhang.wei@example.com' } },
      { user: { realName: 'محمد علي' } },
      { user: null },
    ]),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'));
    await expect(names).toEqual(['Wang Fang', 'Ming', '13800000001', 'zhang.wei@example.com', 'محمد علي']);
  },
};

/** The photo fails to load: the initials take its place. */
export const BrokenPhoto: Story = {
  args: { src: BROKEN, size: 'large' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img').tagName).not.toBe('IMG'));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Ada Lovelace');
  },
};

/** A long name: still two initials; the full name is what screen readers hear. */
export const LongName: Story = {
  args: { user: { realName: 'Maria Fernanda de los Ángeles Rodríguez-Villanueva' }, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('MR');
  },
};

/** Beside a written name the avatar is hidden from screen readers, so the name is heard once. */
export const Decorative: Story = {
  args: { decorative: true, src: PHOTO },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}>
      <Avatar {...args} size="small" />
      <span>Ada Lovelace</span>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Names in both scripts, written beside the avatar as a page would (contentProps): each reads in its own direction. */
export const MixedDirections: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
      {[MIXED_PEOPLE.arabic, MIXED_PEOPLE.latin, MIXED_PEOPLE.chinese, MIXED_PEOPLE.arabicShort].map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
          <Avatar user={{ realName: name }} decorative />
          <span {...contentProps(null, { lines: 1 })}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
