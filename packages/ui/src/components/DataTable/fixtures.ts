import type { EventStatus } from '../StatusBadge/index.ts';

/** A row of the lecturing center's class table, for stories and tests. */
export type SampleClass = { id: string; title: string; lecturer: string; status: EventStatus; startsAt: string; enrolled: number; capacity: number };

/** Titles and lecturers in Chinese, English and Arabic, as a school's data mixes them. */
export const sampleClasses: readonly SampleClass[] = [
  { id: 'class-1', title: '高等数学（上）', lecturer: '王丽', status: 2, startsAt: '2026-09-01T01:00:00Z', enrolled: 28, capacity: 30 },
  { id: 'class-2', title: 'Introduction to Physics', lecturer: 'Maria García', status: 1, startsAt: '2026-10-12T06:30:00Z', enrolled: 12, capacity: 40 },
  { id: 'class-3', title: 'مقدمة في الكيمياء العضوية', lecturer: 'فاطمة الزهراء', status: 3, startsAt: '2026-03-02T05:00:00Z', enrolled: 30, capacity: 30 },
  { id: 'class-4', title: 'Academic Writing for International Students', lecturer: 'أحمد بن علي', status: 2, startsAt: '2026-08-20T08:00:00Z', enrolled: 1234, capacity: 2000 },
  { id: 'class-5', title: 'Python 编程入门', lecturer: 'Li Ming', status: 1, startsAt: '2026-11-05T11:15:00Z', enrolled: 0, capacity: 25 },
];

/** A long Latin title without a space to break at, and an Arabic lecturer: both must wrap and keep their direction. */
export const longTitleClass: SampleClass = {
  id: 'class-long',
  title: 'Machine-Learning-Foundations-for-Educators-Workshop-Series-Autumn-2026 (Data Structures, Algorithms and Evaluation)',
  lecturer: 'عبد الرحمن بن عبد العزيز الخطيب',
  status: 1,
  startsAt: '2026-12-01T02:00:00Z',
  enrolled: 9876,
  capacity: 10000,
};

const titles = ['Linear Algebra', '大学英语', 'علم الأحياء', 'World History', '数据结构', 'التصميم الجرافيكي', 'Statistics', '有机化学'];
const lecturers = ['王丽', 'Maria García', 'فاطمة الزهراء', 'John Smith', '李明', 'أحمد بن علي'];

/** 95 classes: ten pages of ten, the last one short. Deterministic, so screenshots do not change. */
export const manyClasses: readonly SampleClass[] = Array.from({ length: 95 }, (_, index) => ({
  id: `class-${index + 100}`,
  title: `${titles[index % titles.length]} ${index + 1}`,
  lecturer: lecturers[index % lecturers.length]!,
  status: ((index % 3) + 1) as EventStatus,
  startsAt: new Date(Date.UTC(2026, index % 12, (index % 27) + 1, 1 + (index % 9))).toISOString(),
  enrolled: (index * 37) % 150,
  capacity: 150,
}));
