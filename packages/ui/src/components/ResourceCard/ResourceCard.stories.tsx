import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixtureResources, FIXTURE_NOW } from '../../fixtures/resources.ts';
import { vars } from '../../theme/theme.css.ts';
import { ResourceCard } from './ResourceCard.tsx';

const [course] = fixtureResources(1);
const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
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
export const ShortVideo: Story = { args: { resource: fixtureResources(1, 'shortVideo')[0]!, layout: 'portrait' } };
export const ArticleInList: Story = { args: { resource: fixtureResources(3, 'article')[2]!, layout: 'list' } };
export const QuestionInList: Story = { args: { resource: { ...fixtureResources(1, 'question')[0]!, coverUrl: null }, layout: 'list' } };
export const NoCover: Story = { args: { resource: { ...course!, coverUrl: null, name: null, nameEn: null } } };
