import type { Server } from '../../src/server.ts';
import { SURVEY_DEMO } from '../../src/seed/surveys.ts';
import { CLASS_DEMO, DAY, DEMO } from '../classes/helpers.ts';

export { asUser, CLASS_DEMO, count, DAY, DEMO, type User } from '../classes/helpers.ts';
export { SURVEY_DEMO };

export const S = '/api/manager/v1/class-satisfaction';

/** Path of each survey call. */
export const paths = {
  learnerList: (classId: string) => `${S}/user-query-satisfaction-questionnaires/${classId}`,
  learnerOne: (classId: string, qid: string) => `${S}/user-query-satisfaction-questionnaires/classes/${classId}/questionnaires/${qid}`,
  byId: (qid: string) => `${S}/questionnaires/${qid}`,
  submit: (classId: string, qid: string) => `${S}/user-submit-satisfaction-questionnaires/classes/${classId}/questionnaires/${qid}`,
  teacherList: (classId: string) => `${S}/teacher-satisfaction-questionnaires/${classId}`,
  results: (classId: string, qid: string) => `${S}/teacher-satisfaction-questionnaires/${classId}/questionnaires/${qid}`,
  export: (classId: string, qid: string) => `${S}/teacher-satisfaction-questionnaires/${classId}/questionnaires/${qid}/export`,
  records: (qid: string) => `${S}/teacher-feedback-records/${qid}`,
  remind: `${S}/send-feedback-reminders`,
};

/** Users the survey tests need beyond the demo (mobiles of their own: other test folders use 13800000005/6). */
export const PEOPLE = {
  /** A learner of school …001 not enrolled in the ongoing class. */
  outsider: { id: 'u-survey-outsider', mobile: '13800000151' },
  /** A learner of the overseas school. */
  foreigner: { id: 'u-survey-foreigner', mobile: '13800000152' },
  /** A lecturer of school …001 who teaches none of the demo classes. */
  otherLecturer: { id: 'u-survey-lecturer', mobile: '13800000153' },
  /** A learner enrolled in the ongoing class, for tests that answer (the demo learner stays unanswered). */
  answerer: { id: 'u-survey-answerer', mobile: '13800000154' },
  second: { id: 'u-survey-second', mobile: '13800000155' },
  third: { id: 'u-survey-third', mobile: '13800000156' },
};

export async function addPeople(server: Server) {
  const add = async (person: { id: string; mobile: string }, name: string, schoolId: string, role: string) => {
    await server.db.query('insert into users (id, mobile, real_name) values ($1, $2, $3) on conflict do nothing', [person.id, person.mobile, name]);
    await server.db.query('insert into members (school_id, user_id, role) values ($1, $2, $3) on conflict do nothing', [schoolId, person.id, role]);
  };
  await add(PEOPLE.outsider, 'Outside Learner', DEMO.mainland, 'learner');
  await add(PEOPLE.foreigner, 'Overseas Learner', DEMO.overseas, 'learner');
  await add(PEOPLE.otherLecturer, 'Other Lecturer', DEMO.mainland, 'lecturer');
  await add(PEOPLE.answerer, 'Answer Er', DEMO.mainland, 'learner');
  await add(PEOPLE.second, 'وليد سالم', DEMO.mainland, 'learner');
  await add(PEOPLE.third, '张三', DEMO.mainland, 'learner');
  for (const person of [PEOPLE.answerer, PEOPLE.second, PEOPLE.third]) {
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3) on conflict do nothing', [CLASS_DEMO.ongoing, person.id, DEMO.mainland]);
  }
}

export type TestQuestion = { kind: 'single' | 'multiple' | 'rating' | 'text'; title: string; required?: boolean; maxLength?: number; options?: string[] };
export type TestQuestionnaire = { id: string; questions: { id: string; options: string[] }[] };

let sequence = 0;
/** A 19-digit id of the tests' own range. */
const testId = (prefix: string) => `${prefix}${String(Date.now()).slice(-8)}${String((sequence += 1)).padStart(6, '0')}`.slice(0, 19).padEnd(19, '0');

/** A questionnaire in a class, made directly in the database (there is no authoring call): open by default. */
export async function makeQuestionnaire(
  server: Server,
  options: { classId?: string; anonymous?: boolean; opensAt?: number; closesAt?: number; title?: string; questions?: TestQuestion[] } = {},
): Promise<TestQuestionnaire> {
  const classId = options.classId ?? CLASS_DEMO.ongoing;
  const id = testId('48000');
  const questions = options.questions ?? [
    { kind: 'single', title: 'Overall', options: ['Good', 'Bad'] },
    { kind: 'multiple', title: 'Parts', options: ['A', 'B', 'C'] },
    { kind: 'rating', title: 'Rate' },
    { kind: 'text', title: 'Why', maxLength: 20 },
    { kind: 'text', title: 'Anything else', required: false },
  ];
  await server.db.query(
    'insert into questionnaires (id, class_id, school_id, title, anonymous, opens_at, closes_at, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, classId, DEMO.mainland, options.title ?? 'Test survey', options.anonymous ?? false, new Date(options.opensAt ?? Date.now() - DAY), new Date(options.closesAt ?? Date.now() + DAY), DEMO.lecturer.id],
  );
  const made: TestQuestionnaire = { id, questions: [] };
  for (const [position, question] of questions.entries()) {
    const questionId = testId('48100');
    await server.db.query('insert into survey_questions (id, questionnaire_id, school_id, position, kind, title, required, max_length) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      questionId, id, DEMO.mainland, position, question.kind, question.title, question.required ?? true, question.maxLength ?? null,
    ]);
    const optionIds: string[] = [];
    for (const [index, label] of (question.options ?? []).entries()) {
      const optionId = testId('48200');
      await server.db.query('insert into survey_options (id, question_id, school_id, position, label) values ($1, $2, $3, $4, $5)', [optionId, questionId, DEMO.mainland, index, label]);
      optionIds.push(optionId);
    }
    made.questions.push({ id: questionId, options: optionIds });
  }
  return made;
}

/** A complete, valid set of answers to the default questionnaire of makeQuestionnaire. */
export const validAnswers = (q: TestQuestionnaire, text = 'Because') => ({
  [q.questions[0]!.id]: q.questions[0]!.options[0]!,
  [q.questions[1]!.id]: [q.questions[1]!.options[0]!, q.questions[1]!.options[2]!],
  [q.questions[2]!.id]: 4,
  [q.questions[3]!.id]: text,
});

/** Rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks; records end in CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
