import type { ExamQuestionData } from './types.ts';

/** One question of every kind, as the demo exam has them (Chinese and English in one text, like the seed). */
export const examQuestions = {
  single: { id: 'q-print', kind: 'singleChoice', prompt: 'Which function prints text on the screen?', choices: [{ id: 'a', text: 'print()' }, { id: 'b', text: 'input()' }, { id: 'c', text: 'len()' }], points: 1 },
  multiple: { id: 'q-types', kind: 'multipleChoice', prompt: 'Which of these are built-in Python types? (choose all)', choices: [{ id: 'a', text: 'list' }, { id: 'b', text: 'dict' }, { id: 'c', text: 'array' }, { id: 'd', text: 'tuple' }], points: 2 },
  trueFalse: { id: 'q-indent', kind: 'trueFalse', prompt: 'Python uses indentation to mark blocks of code.', choices: [], points: 1 },
  fillBlank: { id: 'q-len', kind: 'fillBlank', prompt: 'len("hello") returns ___.', choices: [], points: 1 },
  shortAnswer: { id: 'q-why', kind: 'shortAnswer', prompt: 'In a sentence or two, why do we write functions?', choices: [], points: 2 },
  arabic: { id: 'q-ar', kind: 'singleChoice', prompt: 'ما الدالة التي تطبع نصًا على الشاشة؟ Which one prints?', choices: [{ id: 'a', text: 'print() — اطبع' }, { id: 'b', text: 'input() — أدخل' }], points: 1 },
} satisfies Record<string, ExamQuestionData>;
