import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { firstLetterShows } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { RankingList, type RankingEntry } from './RankingList.tsx';
import { MIXED, MIXED_PEOPLE, inEveryLanguage } from '../../fixtures/mixedDirection.ts';

const names: [string, string][] = [['李明', 'Li Ming'], ['王芳', 'Wang Fang'], ['张伟', 'Zhang Wei'], ['刘洋', 'Liu Yang'], ['陈静', 'Chen Jing'], ['杨磊', 'Yang Lei'], ['赵敏', 'Zhao Min']];
const learners: RankingEntry[] = names.map(([name, nameEn], index) => ({ rank: index + 1, id: `u${index}`, name, nameEn, value: 9800 - index * 731, isMe: index === 4 }));
const courses: RankingEntry[] = names.map(([, nameEn], index) => ({ rank: index + 1, id: `c${index}`, name: `课程 ${index + 1}`, nameEn: `${nameEn}’s course on data`, value: 12_000_000 / (index + 1), isMe: false }));

const meta = {
  title: 'Components/RankingList',
  component: RankingList,
  args: { list: 'traineePoints', status: 'ready', entries: learners },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
} satisfies Meta<typeof RankingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top three wear medals; the reader's own row is highlighted and marked. */
export const TopLearners: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(7);
    await expect(rows[4]).toHaveAttribute('aria-current', 'true');
  },
};
export const HotCourses: Story = { args: { list: 'hotCourses', entries: courses, hrefFor: (entry) => `#${entry.id}` } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { entries: [] } };
export const LoadFailed: Story = { args: { status: 'error', onRetry: () => {} } };
/** Top 50 is the cap: a longer list is cut. */
export const CappedAtFifty: Story = {
  args: { entries: Array.from({ length: 60 }, (_, index) => ({ rank: index + 1, id: `x${index}`, name: `学员 ${index + 1}`, nameEn: `Learner ${index + 1}`, value: 6000 - index * 50, isMe: false })) },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(50);
  },
};

/**
 * Content in both directions: in an Arabic page the English titles read and cut from their start, the ellipsis at
 * their end; in an English or Chinese page the Arabic ones read right to left. Medals and counts keep the page's side.
 */
export const MixedDirections: Story = {
  args: {
    list: 'hotCourses',
    hrefFor: (entry) => `#${entry.id}`,
    entries: [MIXED.latinLong, MIXED.arabicLong, MIXED.chinese, MIXED.latinWithNumber, MIXED.arabicWithNumber, MIXED.arabicShort].map((title, index) => ({ rank: index + 1, id: `m${index}`, ...inEveryLanguage(title), value: 48_000 - index * 6_100, isMe: false })),
  },
  play: async ({ canvas }) => {
    for (const [title, direction] of [[MIXED.latinLong, 'ltr'], [MIXED.arabicLong, 'rtl']] as const) {
      const name = canvas.getByRole('link', { name: title }).parentElement!;
      await expect(getComputedStyle(name).direction).toBe(direction);
      // Cut, and cut at its end: its first letter is in view.
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
      await expect(firstLetterShows(name)).toBe(true);
    }
  },
};

/** Learners' names in both directions; the reader's own row keeps its badge after the name, on the page's side. */
export const MixedDirectionLearners: Story = {
  args: {
    entries: [MIXED_PEOPLE.arabic, MIXED_PEOPLE.latin, MIXED_PEOPLE.chinese, MIXED_PEOPLE.arabicShort, 'Li Ming'].map((name, index) => ({ rank: index + 1, id: `p${index}`, ...inEveryLanguage(name), value: 9_800 - index * 731, isMe: index === 0 || index === 4 })),
  },
};
