import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AA_TEXT } from '@academy/tokens';
import { firstLetterShows, ownContrast, docsGuide } from '../../test/stories.ts';
import { fixtureResources, FIXTURE_NOW } from '../../fixtures/resources.ts';
import { vars } from '../../theme/theme.css.ts';
import { ResourceCard } from './ResourceCard.tsx';
import { MIXED, mixedResources } from '../../fixtures/mixedDirection.ts';
import guide from './ResourceCard.guide.md?raw';

const [course] = fixtureResources(1);
const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard, parameters: { docs: docsGuide(guide) },
  args: { resource: course!, href: '#course', now: FIXTURE_NOW },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
} satisfies Meta<typeof ResourceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One link per card, named by the localized title; counts read as words to screen readers. */
export const Course: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.textContent).toMatch(/Calculus|高等数学|./);
    await expect(canvas.getByRole('img', { name: /5/ })).toBeInTheDocument();
  },
};
/** Keyboard focus on the card's link rings the whole card (the link's own outline is off). */
export const KeyboardFocus: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    const card = canvasElement.querySelector('article')!;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.tab({ shift: true });
    await expect(getComputedStyle(card).outlineStyle).toBe('none');
  },
};

export const PaidVipEnrolled: Story = { args: { resource: { ...course!, zone: 1, price: 199, currency: 'CNY', enrolled: true, views: 12_000_000 } } };
export const LongTitleMembersOnly: Story = { args: { resource: fixtureResources(4)[3]! } };
export const LiveNow: Story = { args: { resource: fixtureResources(2, 'live')[1]! } };
export const Knowledge: Story = { args: { resource: { ...fixtureResources(2, 'knowledge')[1]!, downloads: 9_999_000 } } };
/**
 * A short video's length on its picture: in one set of digits (٠:٤٥ in Arabic, never ٠:45), on an opaque pill whose
 * text keeps AA contrast in light and dark (the translucent scrim showed dark text on dark in dark mode).
 */
export const ShortVideo: Story = {
  args: { resource: fixtureResources(1, 'shortVideo')[0]!, layout: 'portrait' },
  play: async ({ canvas }) => {
    const duration = canvas.getByText(/^[\d٠-٩]+:[\d٠-٩]+$/);
    await expect(duration.textContent).toMatch(/^(\d+:\d\d|[٠-٩]+:[٠-٩]{2})$/);
    await expect(ownContrast(duration)).toBeGreaterThanOrEqual(AA_TEXT);
  },
};
export const ArticleInList: Story = { args: { resource: fixtureResources(3, 'article')[2]!, layout: 'list' } };
export const QuestionInList: Story = { args: { resource: { ...fixtureResources(1, 'question')[0]!, coverUrl: null }, layout: 'list' } };
export const NoCover: Story = { args: { resource: { ...course!, coverUrl: null, name: null, nameEn: null } } };

/**
 * Titles and authors in both directions: each reads from its own start and is cut at its own end after two lines;
 * a short one sits at the page's start. Counts, price and badges keep the page's direction.
 */
export const MixedDirections: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 }}>
      {mixedResources().map((resource) => (
        <li key={resource.id}>
          <ResourceCard {...args} resource={resource} href={`#${resource.id}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const [title, direction] of [[MIXED.latinLong, 'ltr'], [MIXED.arabicLong, 'rtl']] as const) {
      const heading = within(canvasElement).getByRole('heading', { name: title });
      await expect(getComputedStyle(heading).direction).toBe(direction);
      // Two lines, then cut at the title's end: its first letter is in view.
      await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
      await expect(firstLetterShows(heading)).toBe(true);
    }
  },
};

/** Articles in a list: the author's name keeps its own direction inside the translated "By …". */
export const MixedDirectionArticles: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 }}>
      {mixedResources('article').map((resource) => (
        <li key={resource.id}>
          <ResourceCard {...args} resource={{ ...resource, coverUrl: null }} href={`#${resource.id}`} layout="list" />
        </li>
      ))}
    </ul>
  ),
};
