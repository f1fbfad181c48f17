import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { fixtureResources, FIXTURE_NOW } from '../../fixtures/resources.ts';
import { CardSection } from './CardSection.tsx';
import { MIXED, mixedResources } from '../../fixtures/mixedDirection.ts';

const meta = {
  title: 'Components/CardSection',
  component: CardSection,
  args: { cardKind: 4, title: 'Most viewed · 最多浏览', titleMode: 1, columns: 4, status: 'ready', items: fixtureResources(8), hrefFor: (r) => `#${r.id}`, moreHref: '#more', now: FIXTURE_NOW, onRetry: fn(), onSearch: fn() },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof CardSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MostViewed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: /Most viewed/ })).toHaveAttribute('href', '#more');
  },
};

/** All-in-one (kind 1) with the search title mode: one tab per kind of content; search submits the keyword. */
export const AllInOneWithSearch: Story = {
  args: { cardKind: 1, titleMode: 2, items: [...fixtureResources(4), ...fixtureResources(4, 'exam'), ...fixtureResources(4, 'live')] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox'), '数学{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('数学');
  },
};
export const SinglePage: Story = { args: { cardKind: 2, items: fixtureResources(1, 'topic'), columns: 2 } };
export const ShortVideos: Story = { args: { cardKind: 3, columns: 5, items: fixtureResources(10, 'shortVideo') } };
export const MostDownloads: Story = { args: { cardKind: 5, columns: 3, items: fixtureResources(6, 'knowledge') } };
export const HighestRated: Story = { args: { cardKind: 6, columns: 3, items: fixtureResources(6) } };
export const HottestArticles: Story = { args: { cardKind: 7, columns: 2, items: fixtureResources(6, 'article') } };
export const NewestQuestions: Story = { args: { cardKind: 8, columns: 2, items: fixtureResources(6, 'question').map((r) => ({ ...r, coverUrl: null })) } };
export const NewestArticles: Story = { args: { cardKind: 9, columns: 3, items: fixtureResources(6, 'article') } };
export const TwoColumns: Story = { args: { columns: 2, items: fixtureResources(4) } };
export const NoTitle: Story = { args: { titleMode: 0 } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { items: [] } };
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Section title and cards in both directions (the title is the school's: it takes its own direction too). */
export const MixedDirections: Story = {
  args: { title: MIXED.arabicShort, titleMode: 2, columns: 4, items: mixedResources() },
};

/**
 * A school's title that is one long word (a name without spaces, an address) on a phone: it wraps inside the
 * section; it no longer widened the section, and with it the whole home page, past the screen.
 */
export const LongUnbrokenTitle: Story = {
  args: { title: 'Supercalifragilisticexpialidocious'.repeat(4), titleMode: 2, columns: 2, items: fixtureResources(2) },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
  parameters: { visual: { layout: 'grid' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
