import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { RankingList, type RankingEntry } from './RankingList.tsx';

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
