import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { LessonList, type LessonListItem } from './LessonList.tsx';

const LESSONS: LessonListItem[] = [
  { id: 'l1', chapter: 1, chapterTitle: 'Chapter 1: Getting started', title: 'Course tour', kind: 'video', durationSeconds: 488, pageCount: null, done: true, progress: 100 },
  { id: 'l2', chapter: 1, chapterTitle: 'Chapter 1: Getting started', title: 'Handout', kind: 'pdf', durationSeconds: null, pageCount: 12, done: false, progress: 41 },
  { id: 'l3', chapter: 2, chapterTitle: 'Chapter 2: Looking back', title: 'Summary', kind: 'article', durationSeconds: null, pageCount: null, done: false, progress: 0 },
];

const meta = {
  title: 'Components/LessonList',
  component: LessonList,
  args: { lessons: LESSONS, currentId: 'l2', hrefFor: (lesson) => `#${lesson.id}` },
} satisfies Meta<typeof LessonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part way: one done, the open one started, one not yet. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAttribute('href', '#l2');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const NotStarted: Story = { args: { currentId: null, lessons: LESSONS.map((lesson) => ({ ...lesson, done: false, progress: 0 })) } };
export const AllDone: Story = { args: { currentId: 'l3', lessons: LESSONS.map((lesson) => ({ ...lesson, done: true, progress: 100 })) } };

/** Titles in both directions. */
export const MixedDirections: Story = {
  args: { lessons: LESSONS.map((lesson, index) => ({ ...lesson, title: [MIXED.arabicLong, MIXED.latinLong, MIXED.chinese][index]!, chapterTitle: index < 2 ? MIXED.arabicWithNumber : MIXED.latinWithNumber })) },
};
