import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { coverDataUrl, fixtureResources } from '../../fixtures/resources.ts';
import { vars } from '../../theme/theme.css.ts';
import { Image } from './Image.tsx';

const [course] = fixtureResources(1);
const ALT = String(course!.name);

/** A data: URL that is not an image: the browser fails to decode it at once, without the network. */
const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: coverDataUrl(0), alt: ALT, loading: 'eager' },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}>{Story()}</div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(ALT);
  },
};

/** The thumbnail is requested 100 wide (data: URLs as here are left as they are) and shown 100 wide. */
export const Thumbnail: Story = {
  args: { thumbnail: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').parentElement!.getBoundingClientRect().width).toBe(100);
  },
};

/** The box keeps its ratio whatever the image's own; `contain` shows all of a portrait image. */
export const AspectRatios: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm, alignItems: 'start' }}>
      <Image {...args} aspectRatio="16 / 9" />
      <Image {...args} aspectRatio={1} />
      <Image {...args} src={coverDataUrl(3, true)} aspectRatio="3 / 4" fit="contain" />
    </div>
  ),
};

/** No src: the neutral placeholder, which screen readers still read as the image with its alt text. */
export const Empty: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(ALT);
    await expect(canvas.queryByRole('img')?.tagName).not.toBe('IMG');
  },
};

/** The image fails to load: the same placeholder replaces it. */
export const Broken: Story = {
  args: { src: BROKEN },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img').tagName).not.toBe('IMG'));
    await expect(canvas.getByRole('img')).toHaveAccessibleName(ALT);
  },
};

/** Thumbnails fail the same way, at thumbnail size. */
export const BrokenThumbnail: Story = { args: { src: BROKEN, thumbnail: true } };

/** A decorative image (alt "") that fails leaves nothing for screen readers. */
export const DecorativeFallback: Story = {
  args: { src: '', alt: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
