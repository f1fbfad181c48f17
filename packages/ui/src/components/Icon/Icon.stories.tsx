import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { Icon } from './Icon.tsx';
import { icons, type IconName } from './icons.ts';
import { documents } from '../../test/stories.ts';

const NAMES = Object.keys(icons) as IconName[];

/** Every icon of the set with its name; directional ones (arrows, chevrons, chat) mirror in right-to-left. */
function Gallery() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.control.lg} * 2.5), 1fr))`, gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 }}>
      {NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: vars.space.xxs, fontSize: vars.font.size.caption }}>
          <Icon name={name} size="lg" label={name} />
          <code dir="ltr">{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icon',
  component: documents<typeof Gallery>(Icon),
  render: () => <Gallery />,
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set, so a changed or added icon enters the visual baselines. */
export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(NAMES.length);
  },
};
