import { randomUUID } from 'node:crypto';
import type { AuthoredQuestion, ClassExamSummary, ExamDraft, ExamDraftInput, ExamSettings } from '@academy/contract';
import { examProblems, type ExamAuthoringProblem } from '@academy/rules';
import type { Database, Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages, say } from '../../http/words.ts';
import { newNumericId } from '../classes/ids.ts';
import { questionsOf, toSettings, type SettingsRow } from './attempts.ts';
import type { StoredQuestion } from './grading.ts';

/**
 * Exams a lecturer writes for a class (issue 33, decision 0038): saved as a draft (its resource hidden, in no
 * courseware), published to the class (one of its courseware, as the seeded exams are). The caller's access to the
 * class is checked by the route (classes/access.ts); here, that the class holds the exam, the exam's rules, and that
 * an exam with attempts keeps the questions they were graded against.
 */
export const authoringRefusals = defineMessages({
  noExam: { id: 'server.exams.authoring.noExam', defaultMessage: 'This class has no such exam.' },
  locked: { id: 'server.exams.authoring.locked', defaultMessage: 'Learners have already taken this exam, so its questions can no longer change: their attempts were graded against them. Its title, rules and explanations still may — or write a new exam.' },
  unknownQuestion: { id: 'server.exams.authoring.unknownQuestion', defaultMessage: 'Question {n, number} is not one of this exam’s.' },
  titleRequired: { id: 'server.exams.authoring.titleRequired', defaultMessage: 'Give the exam a title.' },
  passMarkRange: { id: 'server.exams.authoring.passMarkRange', defaultMessage: 'The pass mark is a score from 0 to 100.' },
  noQuestions: { id: 'server.exams.authoring.noQuestions', defaultMessage: 'Add at least one question.' },
  tooManyQuestions: { id: 'server.exams.authoring.tooManyQuestions', defaultMessage: 'An exam may have at most 200 questions.' },
  promptRequired: { id: 'server.exams.authoring.promptRequired', defaultMessage: 'Question {n, number} needs its text.' },
  pointsRange: { id: 'server.exams.authoring.pointsRange', defaultMessage: 'Question {n, number}: points are more than 0, at most 1000, with one decimal place at most.' },
  fewChoices: { id: 'server.exams.authoring.fewChoices', defaultMessage: 'Question {n, number} needs at least two choices.' },
  choiceEmpty: { id: 'server.exams.authoring.choiceEmpty', defaultMessage: 'Question {n, number} has a choice without text.' },
  choiceDuplicate: { id: 'server.exams.authoring.choiceDuplicate', defaultMessage: 'Question {n, number} names two choices alike.' },
  unknownCorrect: { id: 'server.exams.authoring.unknownCorrect', defaultMessage: 'Question {n, number}: a correct answer is not one of its choices.' },
  noCorrectChoice: { id: 'server.exams.authoring.noCorrectChoice', defaultMessage: 'Question {n, number}: mark its correct choice.' },
  oneCorrectChoice: { id: 'server.exams.authoring.oneCorrectChoice', defaultMessage: 'Question {n, number} is single choice: mark one correct choice only.' },
  trueOrFalse: { id: 'server.exams.authoring.trueOrFalse', defaultMessage: 'Question {n, number}: say whether the statement is true or false.' },
  noAcceptedText: { id: 'server.exams.authoring.noAcceptedText', defaultMessage: 'Question {n, number}: give at least one accepted answer for the blank.' },
  shortAnswerKey: { id: 'server.exams.authoring.shortAnswerKey', defaultMessage: 'Question {n, number} is a short answer: a lecturer marks it, so it has no answer key.' },
});

type Held = { id: string; name: string | null; status: 'draft' | 'published' };

/** The exam when the class holds it (written for it, or among its courseware), else 404 — another school's too. */
async function heldExam(db: Queryable, schoolId: string, classId: string, examId: string): Promise<Held> {
  const [row] = await db.query<Held>(
    `select r.id, r.name, coalesce(a.status, 'published') as status
       from resources r left join exam_authoring a on a.resource_id = r.id
      where r.id = $1 and r.school_id = $2 and r.content_kind = 'exam'
        and (a.class_id = $3 or exists (select 1 from class_courseware w where w.class_id = $3 and w.courseware_type = 2 and w.courseware_uuid = r.id))`,
    [examId, schoolId, classId],
  );
  if (!row) throw notFound(authoringRefusals.noExam);
  return row;
}

const attemptCount = async (db: Queryable, schoolId: string, examId: string): Promise<number> =>
  (await db.query<{ n: number }>('select count(*)::int as n from class_exam_attempts where school_id = $1 and exam_id = $2', [schoolId, examId]))[0]!.n;

function refuseProblems(input: ExamDraftInput): void {
  const [issue] = examProblems({ title: input.title, passMark: input.settings.passMark, questions: input.questions });
  if (!issue) return;
  const words = authoringRefusals[issue.problem satisfies ExamAuthoringProblem];
  throw new ApiError(422, issue.question === null ? words : say(words, { n: issue.question + 1 }));
}

/** A question as stored: only what its kind reads (choices for choice kinds, correct choices in choice order, trimmed blanks). */
function normalized(question: AuthoredQuestion, id: string): StoredQuestion {
  const choiceKind = question.kind === 'singleChoice' || question.kind === 'multipleChoice';
  const choices = choiceKind ? question.choices.map((choice) => ({ id: choice.id, text: choice.text.trim() })) : [];
  const given = question.correct ?? [];
  const correct =
    question.kind === 'shortAnswer' ? null
    : choiceKind ? choices.map((choice) => choice.id).filter((choiceId) => given.includes(choiceId))
    : question.kind === 'fillBlank' ? [...new Set(given.map((text) => text.trim()).filter(Boolean))]
    : given;
  return { id, kind: question.kind, prompt: question.prompt.trim(), choices, correct, points: question.points, explanation: question.explanation.trim() };
}

/** What a graded attempt depends on: changing any of it after attempts would regrade the past. */
const gradedShape = (questions: StoredQuestion[]) => JSON.stringify(questions.map(({ id, kind, prompt, choices, correct, points }) => ({ id, kind, prompt, choices, correct, points })));

async function writeSettings(tx: Queryable, schoolId: string, examId: string, settings: ExamSettings): Promise<void> {
  await tx.query(
    `insert into exam_settings (resource_id, school_id, duration_minutes, pass_mark, attempts_allowed, shuffle, allowed_switch_screen_times,
       switch_screen_tolerate_time, switch_screen_submit_flag, exam_result_flag, answer_details_flag, exam_content_status, quiz_status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (resource_id) do update set duration_minutes = excluded.duration_minutes, pass_mark = excluded.pass_mark,
       attempts_allowed = excluded.attempts_allowed, shuffle = excluded.shuffle, allowed_switch_screen_times = excluded.allowed_switch_screen_times,
       switch_screen_tolerate_time = excluded.switch_screen_tolerate_time, switch_screen_submit_flag = excluded.switch_screen_submit_flag,
       exam_result_flag = excluded.exam_result_flag, answer_details_flag = excluded.answer_details_flag,
       exam_content_status = excluded.exam_content_status, quiz_status = excluded.quiz_status`,
    [examId, schoolId, settings.durationMinutes, settings.passMark, settings.attemptsAllowed, settings.shuffle, settings.allowedSwitchScreenTimes,
      settings.switchScreenTolerateTime, settings.switchScreenSumbitFlag, settings.examResultFlag, settings.answerDetailsFlag, settings.examContentStatus, settings.quizStatus],
  );
}

async function insertQuestions(tx: Queryable, schoolId: string, examId: string, questions: StoredQuestion[]): Promise<void> {
  for (const [index, question] of questions.entries()) {
    await tx.query(
      `insert into exam_questions (id, school_id, resource_id, position, kind, prompt, choices, correct, points, explanation) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [question.id, schoolId, examId, index + 1, question.kind, question.prompt, JSON.stringify(question.choices), question.correct === null ? null : JSON.stringify(question.correct), question.points, question.explanation],
    );
  }
}

/**
 * Writes the questions: replaced outright while nobody has taken the exam; with attempts, only their explanations may
 * change (the same questions, in the same order, graded the same), else 409.
 */
async function writeQuestions(tx: Queryable, schoolId: string, examId: string, input: AuthoredQuestion[]): Promise<void> {
  const stored = await questionsOf(tx, schoolId, examId);
  const storedIds = new Set(stored.map((question) => question.id));
  input.forEach((question, index) => {
    if (question.id && !storedIds.has(question.id)) throw new ApiError(422, say(authoringRefusals.unknownQuestion, { n: index + 1 }));
  });
  const questions = input.map((question) => normalized(question, question.id ?? `q-${randomUUID()}`));
  if ((await attemptCount(tx, schoolId, examId)) > 0) {
    if (gradedShape(questions) !== gradedShape(stored)) throw new ApiError(409, authoringRefusals.locked);
    for (const question of questions) await tx.query('update exam_questions set explanation = $2 where id = $1', [question.id, question.explanation]);
    return;
  }
  await tx.query('delete from exam_questions where school_id = $1 and resource_id = $2', [schoolId, examId]);
  await insertQuestions(tx, schoolId, examId, questions);
}

/** The rules an exam of the class without any yet starts from (a seeded exam never given them). */
const NO_RULES_YET: ExamSettings = {
  durationMinutes: 30, passMark: 60, attemptsAllowed: 1, shuffle: false, allowedSwitchScreenTimes: 0, switchScreenTolerateTime: 5,
  switchScreenSumbitFlag: false, examResultFlag: true, answerDetailsFlag: false, examContentStatus: 1, quizStatus: 0,
};

export async function readExamDraft(db: Queryable, schoolId: string, classId: string, examId: string): Promise<ExamDraft> {
  const held = await heldExam(db, schoolId, classId, examId);
  const [settings] = await db.query<SettingsRow>('select * from exam_settings where resource_id = $1 and school_id = $2', [examId, schoolId]);
  const questions = await questionsOf(db, schoolId, examId);
  return {
    examId, classId, title: held.name ?? '', status: held.status, settings: settings ? toSettings(settings) : NO_RULES_YET,
    questions: questions.map(({ id, kind, prompt, choices, correct, points, explanation }) => ({ id, kind, prompt, choices, correct, points, explanation })),
    attempts: await attemptCount(db, schoolId, examId),
  };
}

export async function listClassExams(db: Queryable, schoolId: string, classId: string): Promise<ClassExamSummary[]> {
  const rows = await db.query<{ id: string; name: string | null; status: 'draft' | 'published'; questions: number; attempts: number }>(
    `select r.id, r.name, coalesce(a.status, 'published') as status,
            (select count(*)::int from exam_questions q where q.school_id = r.school_id and q.resource_id = r.id) as questions,
            (select count(*)::int from class_exam_attempts t where t.school_id = r.school_id and t.exam_id = r.id) as attempts
       from resources r left join exam_authoring a on a.resource_id = r.id
      where r.school_id = $1 and r.content_kind = 'exam'
        and (a.class_id = $2 or exists (select 1 from class_courseware w where w.class_id = $2 and w.courseware_type = 2 and w.courseware_uuid = r.id))
      order by r.created_at, r.id`,
    [schoolId, classId],
  );
  return rows.map((row) => ({ examId: row.id, title: row.name ?? row.id, status: row.status, questionCount: row.questions, attempts: row.attempts }));
}

type Author = { schoolId: string; classId: string; userId: string };

export async function createExam(db: Database, author: Author, input: ExamDraftInput): Promise<ExamDraft> {
  refuseProblems(input);
  const examId = newNumericId();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into resources (id, school_id, resource_type, content_kind, name, views, created_at, hidden, author_user_id) values ($1, $2, 2, 'exam', $3, 0, now(), true, $4)`,
      [examId, author.schoolId, input.title.trim(), author.userId],
    );
    await tx.query('insert into exam_authoring (resource_id, school_id, class_id, created_by) values ($1, $2, $3, $4)', [examId, author.schoolId, author.classId, author.userId]);
    await writeSettings(tx, author.schoolId, examId, input.settings as ExamSettings);
    await insertQuestions(tx, author.schoolId, examId, input.questions.map((question) => normalized(question, `q-${randomUUID()}`)));
  });
  return readExamDraft(db, author.schoolId, author.classId, examId);
}

export async function updateExam(db: Database, author: Author, examId: string, input: ExamDraftInput): Promise<ExamDraft> {
  refuseProblems(input);
  const held = await heldExam(db, author.schoolId, author.classId, examId);
  await db.transaction(async (tx) => {
    // One editor at a time per exam, and no attempt starts being counted halfway through the check.
    await tx.query('select id from resources where id = $1 for update', [held.id]);
    await writeQuestions(tx, author.schoolId, examId, input.questions);
    await writeSettings(tx, author.schoolId, examId, input.settings as ExamSettings);
    await tx.query('update resources set name = $2 where id = $1', [examId, input.title.trim()]);
    await tx.query('update class_courseware set courseware_name = $2 where courseware_uuid = $1 and school_id = $3', [examId, input.title.trim(), author.schoolId]);
    await tx.query('update exam_authoring set updated_at = now() where resource_id = $1', [examId]);
  });
  return readExamDraft(db, author.schoolId, author.classId, examId);
}

/** Publishing: the exam shows (not hidden) and becomes the class's last courseware; again, nothing changes. */
export async function publishExam(db: Database, author: Author, examId: string): Promise<ExamDraft> {
  const held = await heldExam(db, author.schoolId, author.classId, examId);
  await db.transaction(async (tx) => {
    await tx.query("update exam_authoring set status = 'published', updated_at = now() where resource_id = $1", [examId]);
    await tx.query('update resources set hidden = false where id = $1', [examId]);
    await tx.query(
      `insert into class_courseware (id, class_id, school_id, courseware_uuid, courseware_name, courseware_type, position)
       select $1, $2, $3, $4, $5, 2, coalesce((select max(position) from class_courseware where class_id = $2), 0) + 1
       on conflict (class_id, courseware_uuid) do nothing`,
      [newNumericId(), author.classId, author.schoolId, examId, held.name ?? examId],
    );
  });
  return readExamDraft(db, author.schoolId, author.classId, examId);
}
