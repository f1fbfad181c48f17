import type { GradebookExamColumn, GradebookRowData } from './types.ts';

export const gradebookExams: GradebookExamColumn[] = [
  { examId: 'exam-quiz', name: 'Python 基础测验 / Basics quiz', passMark: 60, hasShortAnswers: true },
  { examId: 'exam-final', name: '期末考试 / Final exam', passMark: 70, hasShortAnswers: false },
];

const cell = (best: number | null, attempts: number, switches: number, pending: number, passed: boolean) => ({ best, attempts, switches, pending, passed });

export const gradebookRows: GradebookRowData[] = [
  { userId: 'u-1', name: '王小明', account: '13800000001', progress: 85, checkIns: 6, exams: { 'exam-quiz': cell(92, 1, 0, 0, true), 'exam-final': cell(78, 2, 1, 0, true) } },
  { userId: 'u-2', name: 'ليلى حسن', account: 'layla@example.com', progress: 40, checkIns: 3, exams: { 'exam-quiz': cell(null, 1, 2, 1, false), 'exam-final': cell(null, 0, 0, 0, false) } },
  { userId: 'u-3', name: 'Zoë Ångström', account: '13800000031', progress: 100, checkIns: 8, exams: { 'exam-quiz': cell(52, 2, 0, 1, false), 'exam-final': cell(64, 1, 3, 0, false) } },
  { userId: 'u-4', name: null, account: '13800000032', progress: 0, checkIns: 0, exams: {} },
];

export const longNameRows: GradebookRowData[] = [
  {
    userId: 'u-long',
    name: 'Maximiliane Alexandra Konstanze von Hohenzollern-Sigmaringen-Wittelsbach',
    account: 'maximiliane.alexandra.konstanze@very-long-school-domain.example.com',
    progress: 67,
    checkIns: 5,
    exams: { 'exam-quiz': cell(100, 3, 0, 2, true), 'exam-final': cell(59.5, 1, 0, 0, false) },
  },
  { userId: 'u-long-ar', name: 'عبد الرحمن بن محمد بن عبد العزيز آل عبد اللطيف الهاشمي القرشي', account: '13800000099', progress: 12, checkIns: 1, exams: { 'exam-quiz': cell(null, 1, 0, 1, false) } },
];

export const longExams: GradebookExamColumn[] = [
  { examId: 'exam-quiz', name: '第一单元：变量、表达式、条件语句与循环结构综合测验 / Unit 1: variables, expressions, conditions and loops', passMark: 60, hasShortAnswers: true },
  gradebookExams[1]!,
];
