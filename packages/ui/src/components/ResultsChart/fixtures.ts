import type { FreeTextAnswer } from './FreeTextAnswers.tsx';
import type { ResultsRow } from './ResultsChart.tsx';

/** Results of the sample survey's questions (Questionnaire/fixtures.ts), 30 respondents. */
export const paceResults = {
  title: 'How was the pace of the lectures?',
  kind: 'single',
  total: 30,
  rows: [
    { label: 'Too slow', count: 4 },
    { label: 'About right', count: 19 },
    { label: 'Too fast', count: 7 },
  ] satisfies ResultsRow[],
} as const;

export const materialsResults = {
  title: 'Which materials helped you most?',
  kind: 'multiple',
  total: 30,
  rows: [
    { label: 'Lecture slides', count: 22 },
    { label: 'Lab sessions', count: 25 },
    { label: 'Recorded videos', count: 9 },
    { label: 'Discussion forum', count: 3 },
  ] satisfies ResultsRow[],
} as const;

export const ratingResults = {
  title: 'Overall, how satisfied are you with this class?',
  kind: 'rating',
  total: 29,
  mean: 4.172,
  rows: [
    { label: '1', count: 1 },
    { label: '2', count: 0 },
    { label: '3', count: 4 },
    { label: '4', count: 12 },
    { label: '5', count: 12 },
  ] satisfies ResultsRow[],
} as const;

export const textAnswers: FreeTextAnswer[] = [
  { id: 't1', text: 'More worked examples before the lab sessions, please.', author: 'Li Ming', time: '3 May 2026 14:20' },
  { id: 't2', text: 'المحاضرات كانت واضحة جداً، لكن نحتاج وقتاً أطول للمختبر.', author: 'فاطمة الزهراء', time: '3 May 2026 15:02' },
  { id: 't3', text: '希望增加课后答疑时间。\n实验课的分组可以更灵活一些。', author: '王丽', time: '4 May 2026 09:11' },
];
