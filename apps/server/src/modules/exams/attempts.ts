import type { AttemptResult, ExamAnswer, ExamAttempt, ExamOverview, ExamSettings } from '@academy/contract';
import type { Database, Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { newNumericId, NUMERIC_ID } from '../classes/ids.ts';
import { findReadable, type Viewer } from '../learning/resourcePage.ts';
import { attemptClass, examStanding } from './standing.ts';
import { attemptState, correctAnswerOf, fitAnswer, gradeAnswer, judgeSwitch, scoreOf, shuffledFor, switchesLeft, type AnswerProblem, type StoredQuestion } from './grading.ts';

export const examRefusals = defineMessages({
  noExam: { id: 'server.exams.noExam', defaultMessage: 'No such exam in this school.' },
  noAttempt: { id: 'server.exams.noAttempt', defaultMessage: 'No such attempt.' },
  notYours: { id: 'server.exams.notALearner', defaultMessage: 'Only learners enrolled in this exam or in a class that teaches it may take it.' },
  noAttemptsLeft: { id: 'server.exams.noAttemptsLeft', defaultMessage: 'You have used every attempt this exam allows.' },
  closed: { id: 'server.exams.closed', defaultMessage: 'This attempt is over: its answers can no longer change.' },
  noQuestion: { id: 'server.exams.noQuestion', defaultMessage: 'This exam has no such question.' },
  choiceKind: { id: 'server.exams.choiceKind', defaultMessage: 'Answer this question with choices.' },
  unknownChoice: { id: 'server.exams.unknownChoice', defaultMessage: 'That choice is not one of this question’s.' },
  oneChoice: { id: 'server.exams.oneChoice', defaultMessage: 'This question takes one choice only.' },
  valueKind: { id: 'server.exams.valueKind', defaultMessage: 'Answer this question with true or false.' },
  textKind: { id: 'server.exams.textKind', defaultMessage: 'Answer this question with text.' },
  tooLong: { id: 'server.exams.tooLong', defaultMessage: 'This answer is too long.' },
});

const problemWords: Record<AnswerProblem, (typeof examRefusals)[keyof typeof examRefusals]> = {
  choiceKind: examRefusals.choiceKind,
  unknownChoice: examRefusals.unknownChoice,
  oneChoice: examRefusals.oneChoice,
  valueKind: examRefusals.valueKind,
  textKind: examRefusals.textKind,
  tooLong: examRefusals.tooLong,
};

type Learner = Viewer & { userId: string };

export type SettingsRow = {
  duration_minutes: number; pass_mark: string; attempts_allowed: number; shuffle: boolean; allowed_switch_screen_times: number;
  switch_screen_tolerate_time: number; switch_screen_submit_flag: boolean; exam_result_flag: boolean; answer_details_flag: boolean;
  exam_content_status: number; quiz_status: number;
};

type Exam = { id: string; schoolId: string; name: string; nameEn: string | null; settings: ExamSettings };

type AttemptRow = {
  id: string; class_id: string | null; user_id: string; school_id: string; exam_id: string; state: 'inProgress' | 'pendingMarking' | 'passed' | 'failed';
  score: string | null; started_at: Date; finished_at: Date | null; deadline_at: Date | null; switch_count: number; submitted_by: 'learner' | 'deadline' | 'switches' | null;
  now: Date; expired: boolean;
};

const ATTEMPT_COLUMNS = 'a.*, now() as now, (a.deadline_at <= now()) as expired';

export function toSettings(row: SettingsRow): ExamSettings {
  return {
    durationMinutes: row.duration_minutes,
    passMark: Number(row.pass_mark),
    attemptsAllowed: row.attempts_allowed,
    shuffle: row.shuffle,
    allowedSwitchScreenTimes: row.allowed_switch_screen_times,
    switchScreenTolerateTime: row.switch_screen_tolerate_time,
    switchScreenSumbitFlag: row.switch_screen_submit_flag,
    examResultFlag: row.exam_result_flag,
    answerDetailsFlag: row.answer_details_flag,
    examContentStatus: row.exam_content_status === 1 ? 1 : 0,
    quizStatus: row.quiz_status === 1 ? 1 : 0,
  };
}

/** An exam of the school the viewer may read (the resource page's rules), with its settings; 404 otherwise. */
async function readableExam(db: Queryable, schoolId: string, examId: string, viewer: Viewer): Promise<Exam> {
  const row = await findReadable(db, schoolId, examId, viewer);
  if (row.content_kind !== 'exam') throw notFound(examRefusals.noExam);
  const [settings] = await db.query<SettingsRow>('select * from exam_settings where resource_id = $1 and school_id = $2', [examId, schoolId]);
  if (!settings) throw notFound(examRefusals.noExam);
  return { id: row.id, schoolId, name: row.name ?? row.name_en ?? row.id, nameEn: row.name_en ?? null, settings: toSettings(settings) };
}

export async function questionsOf(db: Queryable, schoolId: string, examId: string): Promise<StoredQuestion[]> {
  const rows = await db.query<{ id: string; kind: StoredQuestion['kind']; prompt: string; choices: StoredQuestion['choices']; correct: string[] | null; points: string; explanation: string }>(
    'select id, kind, prompt, choices, correct, points::text, explanation from exam_questions where school_id = $1 and resource_id = $2 order by position',
    [schoolId, examId],
  );
  return rows.map((row) => ({ ...row, points: Number(row.points) }));
}

/** The attempt's questions in its order, with choices shuffled too (true/false keeps its order) when the exam says so. */
function inAttemptOrder(attemptId: string, exam: Exam, questions: StoredQuestion[]): StoredQuestion[] {
  if (!exam.settings.shuffle) return questions;
  return shuffledFor(attemptId, questions, (q) => q.id).map((q) => (q.kind === 'trueFalse' ? q : { ...q, choices: shuffledFor(`${attemptId}:${q.id}`, q.choices, (c) => c.id) }));
}

/** The caller's own attempt in this school, locked when in a transaction that asks; another's is as unknown as none. */
async function ownAttempt(db: Queryable, schoolId: string, attemptId: string, userId: string, lock = false): Promise<AttemptRow> {
  if (!NUMERIC_ID.test(attemptId)) throw notFound(examRefusals.noAttempt);
  const [row] = await db.query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from class_exam_attempts a where a.id = $1 and a.school_id = $2 and a.deadline_at is not null${lock ? ' for update' : ''}`, [attemptId, schoolId]);
  if (!row || row.user_id !== userId) throw notFound(examRefusals.noAttempt);
  return row;
}

async function savedAnswers(db: Queryable, attemptId: string): Promise<Map<string, { answer: ExamAnswer; points: number | null; comment: string }>> {
  const rows = await db.query<{ question_id: string; answer: ExamAnswer; points: string | null; comment: string }>('select question_id, answer, points::text, comment from exam_attempt_answers where attempt_id = $1', [attemptId]);
  return new Map(rows.map((row) => [row.question_id, { answer: row.answer, points: row.points === null ? null : Number(row.points), comment: row.comment }]));
}

/** Grades the attempt as it stands and closes it (under the caller's lock on its row). */
async function finish(tx: Queryable, attempt: AttemptRow, exam: Exam, by: 'learner' | 'deadline' | 'switches'): Promise<void> {
  const questions = await questionsOf(tx, exam.schoolId, exam.id);
  const answers = await savedAnswers(tx, attempt.id);
  const graded = [];
  for (const question of questions) {
    const saved = answers.get(question.id);
    const points = gradeAnswer(question, saved?.answer ?? null);
    if (saved) await tx.query('update exam_attempt_answers set points = $3 where attempt_id = $1 and question_id = $2', [attempt.id, question.id, points]);
    graded.push({ points, maxPoints: question.points });
  }
  const { score, pending } = scoreOf(graded);
  const state = attemptState(score, pending, exam.settings.passMark);
  // After the deadline the attempt ends at its deadline, however late the server noticed.
  await tx.query(
    `update class_exam_attempts set state = $2, score = $3, pass_score = $4, submitted_by = $5, finished_at = least(now(), deadline_at) where id = $1`,
    [attempt.id, state, score, exam.settings.passMark, by],
  );
}

/** An open attempt past its deadline is submitted as it stands (in its own transaction, under its row's lock). */
async function closeIfExpired(db: Database, exam: Exam, attemptId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, exam.schoolId, attemptId, userId, true);
    if (attempt.state === 'inProgress' && attempt.expired) await finish(tx, attempt, exam, 'deadline');
  });
}

function resultOf(attempt: AttemptRow, exam: Exam, questions: StoredQuestion[], answers: Awaited<ReturnType<typeof savedAnswers>>): AttemptResult | null {
  if (attempt.state === 'inProgress') return null;
  const { examResultFlag, answerDetailsFlag, examContentStatus, quizStatus, passMark } = exam.settings;
  const pending = attempt.state === 'pendingMarking';
  const decided = attempt.state === 'passed' || attempt.state === 'failed';
  const score = attempt.score === null ? null : Number(attempt.score);
  return {
    state: examResultFlag ? attempt.state : 'submitted',
    submittedAt: (attempt.finished_at ?? attempt.now).toISOString(),
    submittedBy: attempt.submitted_by ?? 'learner',
    score: examResultFlag && (!pending || quizStatus === 1) ? score : null,
    passMark,
    passed: examResultFlag && decided ? attempt.state === 'passed' : null,
    review:
      examContentStatus === 1
        ? questions.map((question) => {
            const saved = answers.get(question.id);
            const points = saved ? saved.points : 0;
            return {
              questionId: question.id,
              answer: saved?.answer ?? null,
              correct: answerDetailsFlag ? (points === null ? null : points >= question.points) : null,
              points: answerDetailsFlag && examResultFlag ? points : null,
              maxPoints: question.points,
              correctAnswer: answerDetailsFlag ? correctAnswerOf(question) : null,
              explanation: answerDetailsFlag ? question.explanation || null : null,
              // The lecturer's words to this learner on their own answer (gradebook marking): theirs to read
              // whenever the review is shown; they give away no correct answer.
              comment: saved?.comment || null,
            };
          })
        : null,
  };
}

/** The attempt as its learner sees it: never a correct answer before it is submitted. */
async function viewOf(db: Queryable, exam: Exam, attempt: AttemptRow): Promise<ExamAttempt> {
  const questions = inAttemptOrder(attempt.id, exam, await questionsOf(db, exam.schoolId, exam.id));
  const answers = await savedAnswers(db, attempt.id);
  const { allowedSwitchScreenTimes } = exam.settings;
  return {
    attemptId: attempt.id,
    examId: exam.id,
    name: exam.name,
    nameEn: exam.nameEn,
    state: attempt.state === 'inProgress' || exam.settings.examResultFlag ? attempt.state : 'submitted',
    startedAt: attempt.started_at.toISOString(),
    deadline: attempt.deadline_at!.toISOString(),
    serverTime: attempt.now.toISOString(),
    switchCount: attempt.switch_count,
    switchesLeft: switchesLeft(allowedSwitchScreenTimes, attempt.switch_count),
    settings: exam.settings,
    questions: questions.map(({ id, kind, prompt, choices, points }) => ({ id, kind, prompt, choices, points })),
    answers: Object.fromEntries([...answers].map(([id, saved]) => [id, saved.answer])),
    result: resultOf(attempt, exam, questions, answers),
  };
}

async function currentView(db: Database, exam: Exam, attemptId: string, userId: string): Promise<ExamAttempt> {
  return viewOf(db, exam, await ownAttempt(db, exam.schoolId, attemptId, userId));
}

/** The exam an attempt belongs to, readable by the caller (the attempt's school is the request's). */
async function examOfAttempt(db: Database, schoolId: string, attemptId: string, viewer: Learner): Promise<Exam> {
  const attempt = await ownAttempt(db, schoolId, attemptId, viewer.userId);
  return readableExam(db, schoolId, attempt.exam_id, viewer);
}

export async function examOverview(db: Database, schoolId: string, examId: string, viewer: Learner): Promise<ExamOverview> {
  const exam = await readableExam(db, schoolId, examId, viewer);
  const open = await db.query<{ id: string }>(`select id from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3 and state = 'inProgress' and deadline_at is not null`, [schoolId, viewer.userId, examId]);
  for (const row of open) await closeIfExpired(db, exam, row.id, viewer.userId);
  const [standing] = await db.query<{ used: number; open_id: string | null; last_id: string | null; questions: number }>(
    `select count(*)::int as used,
            (select id from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3 and state = 'inProgress' and deadline_at is not null limit 1) as open_id,
            (select id from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3 and state <> 'inProgress' and deadline_at is not null order by started_at desc, id desc limit 1) as last_id,
            (select count(*)::int from exam_questions where school_id = $1 and resource_id = $3) as questions
       from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3`,
    [schoolId, viewer.userId, examId],
  );
  const { canTake } = await examStanding(db, schoolId, examId, viewer.userId);
  const used = standing?.used ?? 0;
  return {
    examId,
    name: exam.name,
    nameEn: exam.nameEn,
    settings: exam.settings,
    questionCount: standing?.questions ?? 0,
    attemptsUsed: used,
    attemptsLeft: Math.max(0, exam.settings.attemptsAllowed - used),
    openAttemptId: standing?.open_id ?? null,
    lastAttemptId: standing?.last_id ?? null,
    canTake,
  };
}

/** Starts an attempt (deadline = the database's now + duration) or answers the one in progress. */
export async function startAttempt(db: Database, schoolId: string, examId: string, viewer: Learner, fromClass?: string): Promise<ExamAttempt> {
  const overview = await examOverview(db, schoolId, examId, viewer);
  const exam = await readableExam(db, schoolId, examId, viewer);
  if (!overview.canTake) throw new ApiError(403, examRefusals.notYours);
  const classId = await attemptClass(db, schoolId, examId, viewer.userId, fromClass);
  if (overview.openAttemptId) return currentView(db, exam, overview.openAttemptId, viewer.userId);
  const id = await db.transaction(async (tx) => {
    // Serializes this learner's starts of this exam: two tabs pressing Start at once make one attempt, and the
    // attempts allowed are counted with nobody else adding one meanwhile.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`exam-start:${schoolId}:${viewer.userId}:${examId}`]);
    const [open] = await tx.query<{ id: string }>(`select id from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3 and state = 'inProgress' and deadline_at is not null`, [schoolId, viewer.userId, examId]);
    if (open) return open.id;
    const [count] = await tx.query<{ used: number }>('select count(*)::int as used from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3', [schoolId, viewer.userId, examId]);
    if ((count?.used ?? 0) >= exam.settings.attemptsAllowed) throw new ApiError(409, examRefusals.noAttemptsLeft);
    const attemptId = newNumericId();
    await tx.query(
      `insert into class_exam_attempts (id, class_id, user_id, school_id, exam_id, state, pass_score, started_at, deadline_at)
       values ($1, $2, $3, $4, $5, 'inProgress', $6, now(), now() + make_interval(mins => $7))`,
      [attemptId, classId, viewer.userId, schoolId, examId, exam.settings.passMark, exam.settings.durationMinutes],
    );
    return attemptId;
  });
  return currentView(db, exam, id, viewer.userId);
}

export async function getAttempt(db: Database, schoolId: string, attemptId: string, viewer: Learner): Promise<ExamAttempt> {
  const exam = await examOfAttempt(db, schoolId, attemptId, viewer);
  await closeIfExpired(db, exam, attemptId, viewer.userId);
  return currentView(db, exam, attemptId, viewer.userId);
}

/** One answer per question, the latest wins; refused once the attempt is over (past its deadline it is submitted). */
export async function saveAnswer(db: Database, schoolId: string, attemptId: string, questionId: string, body: ExamAnswer, viewer: Learner) {
  const exam = await examOfAttempt(db, schoolId, attemptId, viewer);
  const question = (await questionsOf(db, schoolId, exam.id)).find((q) => q.id === questionId);
  if (!question) throw notFound(examRefusals.noQuestion);
  const fitted = fitAnswer(question, body);
  if ('problem' in fitted) throw new ApiError(422, problemWords[fitted.problem]);
  const outcome = await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, schoolId, attemptId, viewer.userId, true);
    if (attempt.state === 'inProgress' && attempt.expired) {
      await finish(tx, attempt, exam, 'deadline');
      return 'closed' as const;
    }
    if (attempt.state !== 'inProgress') return 'closed' as const;
    const [saved] = await tx.query<{ saved_at: Date; now: Date }>(
      `insert into exam_attempt_answers (attempt_id, question_id, school_id, answer) values ($1, $2, $3, $4)
       on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = now() returning saved_at, now() as now`,
      [attemptId, questionId, schoolId, JSON.stringify(fitted.answer)],
    );
    return saved!;
  });
  // Thrown after the transaction, so the submit at the deadline is kept.
  if (outcome === 'closed') throw new ApiError(409, examRefusals.closed);
  return { questionId, savedAt: outcome.saved_at.toISOString(), serverTime: outcome.now.toISOString() };
}

/** A time away from the page: counted past the tolerance, submitting the attempt beyond the switches allowed when the exam says so. */
export async function recordSwitch(db: Database, schoolId: string, attemptId: string, awaySeconds: number, viewer: Learner): Promise<ExamAttempt> {
  const exam = await examOfAttempt(db, schoolId, attemptId, viewer);
  await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, schoolId, attemptId, viewer.userId, true);
    if (attempt.state !== 'inProgress') return;
    if (attempt.expired) return finish(tx, attempt, exam, 'deadline');
    const { allowedSwitchScreenTimes: allowed, switchScreenTolerateTime: tolerateSeconds, switchScreenSumbitFlag: submit } = exam.settings;
    const verdict = judgeSwitch({ allowed, tolerateSeconds, submit }, attempt.switch_count, awaySeconds);
    if (!verdict.counted) return;
    const n = attempt.switch_count + 1;
    await tx.query('update class_exam_attempts set switch_count = $2 where id = $1', [attemptId, n]);
    await tx.query('insert into exam_screen_switches (attempt_id, school_id, n, away_seconds) values ($1, $2, $3, $4)', [attemptId, schoolId, n, Math.round(awaySeconds)]);
    if (verdict.submit) await finish(tx, attempt, exam, 'switches');
  });
  return currentView(db, exam, attemptId, viewer.userId);
}

/** Submits and grades; a second submit (or one after the deadline closed it) answers the result as it stands. */
export async function submitAttempt(db: Database, schoolId: string, attemptId: string, viewer: Learner): Promise<ExamAttempt> {
  const exam = await examOfAttempt(db, schoolId, attemptId, viewer);
  await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, schoolId, attemptId, viewer.userId, true);
    if (attempt.state !== 'inProgress') return;
    await finish(tx, attempt, exam, attempt.expired ? 'deadline' : 'learner');
  });
  return currentView(db, exam, attemptId, viewer.userId);
}
