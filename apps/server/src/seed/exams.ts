import type { Queryable } from '../db/index.ts';
import { CLASS_DEMO } from './classes.ts';
import { DEMO } from './demoIds.ts';

/**
 * Exams a learner can take (issue 33): the exam of the ongoing demo class (the demo learner 13800000001 is one of
 * its learners and failed it once, score 52) gets its rules and eight questions of every kind, in Chinese and
 * English like the rest of the demo. Three attempts: the learner has two left. Idempotent.
 */
type Seeded = { id: string; kind: string; prompt: string; choices?: [string, string][]; correct: string[] | null; points?: number; explanation: string };

const QUESTIONS: Seeded[] = [
  {
    id: 'q-py-print', kind: 'singleChoice', prompt: '哪个函数在屏幕上输出文本？/ Which function prints text on the screen?',
    choices: [['a', 'print()'], ['b', 'input()'], ['c', 'len()'], ['d', 'open()']], correct: ['a'],
    explanation: 'print() 把参数写到标准输出。/ print() writes its arguments to standard output.',
  },
  {
    id: 'q-py-types', kind: 'multipleChoice', prompt: '以下哪些是 Python 的内置类型？（多选）/ Which of these are built-in Python types? (choose all)',
    choices: [['a', 'list'], ['b', 'dict'], ['c', 'array'], ['d', 'tuple']], correct: ['a', 'b', 'd'], points: 2,
    explanation: 'list、dict 和 tuple 是内置类型；array 在 array 模块里。/ list, dict and tuple are built in; array lives in the array module.',
  },
  {
    id: 'q-py-indent', kind: 'trueFalse', prompt: 'Python 用缩进来划分代码块。/ Python uses indentation to mark blocks of code.', correct: ['true'],
    explanation: '缩进是语法的一部分。/ Indentation is part of the syntax.',
  },
  {
    id: 'q-py-len', kind: 'fillBlank', prompt: 'len("hello") 的结果是 ___。/ len("hello") returns ___.', correct: ['5', '五', 'five'],
    explanation: '"hello" 有 5 个字符。/ "hello" has 5 characters.',
  },
  {
    id: 'q-py-zero', kind: 'trueFalse', prompt: '列表的第一个元素的下标是 1。/ The first element of a list has index 1.', correct: ['false'],
    explanation: '下标从 0 开始。/ Indexes start at 0.',
  },
  {
    id: 'q-py-loop', kind: 'singleChoice', prompt: 'range(3) 产生哪些数？/ Which numbers does range(3) produce?',
    choices: [['a', '1, 2, 3'], ['b', '0, 1, 2'], ['c', '0, 1, 2, 3'], ['d', '3']], correct: ['b'],
    explanation: 'range(3) 从 0 数到 2。/ range(3) counts from 0 up to 2.',
  },
  {
    id: 'q-py-keyword', kind: 'fillBlank', prompt: '定义函数的关键字是 ___。/ The keyword that defines a function is ___.', correct: ['def'],
    explanation: 'def name(args): 定义一个函数。/ def name(args): defines a function.',
  },
  {
    id: 'q-py-why', kind: 'shortAnswer', prompt: '用一两句话说明为什么要写函数。/ In a sentence or two, why do we write functions?', correct: null, points: 2,
    explanation: '复用、命名和测试一段逻辑。/ To reuse, name and test a piece of logic.',
  },
];

export async function seedExams(db: Queryable): Promise<void> {
  const [exam] = await db.query<{ courseware_uuid: string; school_id: string }>(
    'select courseware_uuid, school_id from class_courseware where class_id = $1 and courseware_type = 2 order by position limit 1',
    [CLASS_DEMO.ongoing],
  );
  if (!exam || exam.school_id !== DEMO.mainland) return;
  await db.query(
    `insert into exam_settings (resource_id, school_id, duration_minutes, pass_mark, attempts_allowed, shuffle, allowed_switch_screen_times,
       switch_screen_tolerate_time, switch_screen_submit_flag, exam_result_flag, answer_details_flag, exam_content_status, quiz_status)
     values ($1, $2, 30, 60, 3, true, 3, 5, true, true, true, 1, 1) on conflict do nothing`,
    [exam.courseware_uuid, exam.school_id],
  );
  for (const [index, question] of QUESTIONS.entries()) {
    await db.query(
      `insert into exam_questions (id, school_id, resource_id, position, kind, prompt, choices, correct, points, explanation)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        question.id, exam.school_id, exam.courseware_uuid, index + 1, question.kind, question.prompt,
        JSON.stringify((question.choices ?? []).map(([id, text]) => ({ id, text }))),
        question.correct === null ? null : JSON.stringify(question.correct), question.points ?? 1, question.explanation,
      ],
    );
  }
}
