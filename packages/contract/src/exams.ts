import { z } from './zod.ts';
import { SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { EXAM_AUTHORING_LIMITS as LIMITS } from '@academy/rules';
import { TenantQuery } from './classes.ts';

/**
 * Exams a learner can take (issue 33). An exam is a resource of kind 'exam' (its page /portal/{school}/exam/{id});
 * the server owns each attempt: its start, its deadline, the answers saved as the learner goes, the screen switches
 * counted (spec §3 flags), the grading and what the result shows. Correct answers and explanations never leave the
 * server before the attempt is submitted, and then only as `answerDetailsFlag` allows.
 */
const EXAM = '/api/exam/api/userexam/v1';
const SchoolQuery = z.object({ schoolId: SchoolId });

export const QUESTION_KINDS = ['singleChoice', 'multipleChoice', 'trueFalse', 'fillBlank', 'shortAnswer'] as const;
export const QuestionKind = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof QuestionKind>;

/** Spec §3's exam-session flags, as the exam's rules page and the player read them. */
export const ExamSettings = z.object({
  durationMinutes: z.number().int().positive(),
  /** The score (0–100) that passes. */
  passMark: z.number().min(0).max(100),
  attemptsAllowed: z.number().int().positive(),
  shuffle: z.boolean(),
  /** Screen switches allowed (0: switches are not counted). */
  allowedSwitchScreenTimes: z.number().int().nonnegative(),
  /** Seconds away from the page before a switch counts. */
  switchScreenTolerateTime: z.number().int().nonnegative(),
  /** Submit the attempt once the switches allowed are used up. */
  switchScreenSumbitFlag: z.boolean(),
  /** Show the score and pass/fail after submitting. */
  examResultFlag: z.boolean(),
  /** Show each question's correct answer and explanation after submitting. */
  answerDetailsFlag: z.boolean(),
  /** 1: the learner reviews the questions with their own answers after submitting; 0: hidden. */
  examContentStatus: z.union([z.literal(0), z.literal(1)]),
  /** 1: the provisional score shows while short answers await marking; 0: hidden until marked. */
  quizStatus: z.union([z.literal(0), z.literal(1)]),
});
export type ExamSettings = z.infer<typeof ExamSettings>;

/** submitted: done, its outcome hidden from the learner (examResultFlag off); pendingMarking: short answers await a lecturer. */
export const ATTEMPT_STATES = ['inProgress', 'submitted', 'pendingMarking', 'passed', 'failed'] as const;
export const AttemptState = z.enum(ATTEMPT_STATES);
export type AttemptState = z.infer<typeof AttemptState>;

/** An answer: choice ids (single or multiple choice), a value (true/false) or a text (fill in the blank, short answer). */
export const ExamAnswer = z.object({
  choiceIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,16}$/)).max(26).optional(),
  value: z.boolean().optional(),
  text: z.string().max(5000).optional(),
});
export type ExamAnswer = z.infer<typeof ExamAnswer>;

/** A question as the learner sees it while answering: no correct answer, no explanation. */
export const ExamQuestion = z.object({
  id: z.string(),
  kind: QuestionKind,
  prompt: z.string(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
  points: z.number(),
});
export type ExamQuestion = z.infer<typeof ExamQuestion>;

/** One question after submitting: the learner's answer, and (answerDetailsFlag) whether it was right, the correct answer and why. */
export const QuestionReview = z.object({
  questionId: z.string(),
  answer: ExamAnswer.nullable(),
  /** null: not shown, or a short answer awaiting marking. */
  correct: z.boolean().nullable(),
  points: z.number().nullable(),
  maxPoints: z.number(),
  correctAnswer: ExamAnswer.nullable(),
  explanation: z.string().nullable(),
  /** The lecturer's comment on a marked answer (null: none). */
  comment: z.string().nullable(),
});
export type QuestionReview = z.infer<typeof QuestionReview>;

export const AttemptResult = z.object({
  state: AttemptState,
  submittedAt: z.string(),
  submittedBy: z.enum(['learner', 'deadline', 'switches']),
  /** 0–100; null when examResultFlag hides it, or while marking is pending and quizStatus hides it. */
  score: z.number().nullable(),
  passMark: z.number(),
  /** null when hidden or not decided (pending marking). */
  passed: z.boolean().nullable(),
  /** Per question in the attempt's order (examContentStatus 1), else null. */
  review: z.array(QuestionReview).nullable(),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

export const ExamAttempt = z.object({
  attemptId: z.string(),
  examId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  state: AttemptState,
  startedAt: z.string(),
  /** Start + duration, on the server's clock. */
  deadline: z.string(),
  /** The server's clock when it answered: the page counts down from deadline − serverTime. */
  serverTime: z.string(),
  switchCount: z.number().int(),
  /** null: switches are not counted (allowedSwitchScreenTimes 0). */
  switchesLeft: z.number().int().nullable(),
  settings: ExamSettings,
  /** In the attempt's order (shuffled per attempt when the exam says so). */
  questions: z.array(ExamQuestion),
  /** The answers saved so far, by question id. */
  answers: z.record(z.string(), ExamAnswer),
  result: AttemptResult.nullable(),
});
export type ExamAttempt = z.infer<typeof ExamAttempt>;

/** What the rules page shows before starting, and the caller's standing. */
export const ExamOverview = z.object({
  examId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  settings: ExamSettings,
  questionCount: z.number().int(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  /** The attempt in progress (continue it), or null. */
  openAttemptId: z.string().nullable(),
  /** The latest submitted attempt (its result page), or null. */
  lastAttemptId: z.string().nullable(),
  /** May the caller take it: a learner of a class teaching it, or enrolled in it. */
  canTake: z.boolean(),
});
export type ExamOverview = z.infer<typeof ExamOverview>;

export const SwitchBody = z.object({ awaySeconds: z.number().min(0).max(86_400) });
export const SavedAnswer = z.object({ questionId: z.string(), savedAt: z.string(), serverTime: z.string() });

export const examEndpoints = {
  examOverview: endpoint({ tag: 'exams', method: 'GET', path: `${EXAM}/exams/:id`, access: 'member', summary: 'An exam’s rules before starting (duration, questions, attempts left, pass mark, switch-screen rule) and the caller’s open and last attempts (404 unknown or another school’s)', query: SchoolQuery, response: ExamOverview }),
  startAttempt: endpoint({ tag: 'exams', method: 'POST', path: `${EXAM}/exams/:id/attempts`, access: 'member', summary: 'Start an attempt (the deadline is the server’s now + the duration), or answer the one in progress. 409 when no attempts are left; 403 when the caller may not take it. classId: the class the exam was opened from (its attempt counts there; 404 when that class does not hold the exam, 403 when the caller is not its learner); without it, the latest class joined that holds the exam', query: SchoolQuery.extend({ classId: z.string().regex(/^\d{19}$/, 'classId must be 19 digits').optional() }), response: ExamAttempt }),
  examAttempt: endpoint({ tag: 'exams', method: 'GET', path: `${EXAM}/attempts/:id`, access: 'member', summary: 'The caller’s attempt: questions without their answers, the saved answers, the server’s time and the deadline; after submitting, the result as the exam’s flags allow. An attempt past its deadline is submitted as it stands', query: SchoolQuery, response: ExamAttempt }),
  saveAnswer: endpoint({ tag: 'exams', method: 'PUT', path: `${EXAM}/attempts/:id/answers/:questionId`, access: 'member', summary: 'Save the answer to one question (one per question, the latest wins); 409 after the deadline or submitting; 422 when the answer does not fit the question', query: SchoolQuery, body: ExamAnswer, response: SavedAnswer }),
  screenSwitch: endpoint({ tag: 'exams', method: 'POST', path: `${EXAM}/attempts/:id/switches`, access: 'member', summary: 'Record that the learner left the page for awaySeconds: counted when past the exam’s tolerance; beyond the switches allowed the attempt is submitted when the exam says so. Answers the attempt', query: SchoolQuery, body: SwitchBody, response: ExamAttempt }),
  submitAttempt: endpoint({ tag: 'exams', method: 'POST', path: `${EXAM}/attempts/:id/submit`, access: 'member', summary: 'Submit the attempt and grade it on the server; a second submit answers the same result', query: SchoolQuery, response: ExamAttempt }),
};

/**
 * Exams a lecturer writes for a class (issue 33): a draft (hidden from learners) until published to the class, then
 * one of the class's courseware like the seeded exams. The class's lecturers and the school's admins and class
 * managers only; a class of another school 404. Questions carry their correct answers here (never to a learner).
 * Once an exam has attempts its questions are locked (409): decision 0038.
 */
const AUTHORING = '/api/exam/api/manager/v1/classes/:classId/exams';
const NoNul = (max: number) => z.string().max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character');
const QuestionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'question id: letters, digits, _ and -');

export const AuthoredQuestion = z.object({
  /** Absent for a new question (the server names it). */
  id: QuestionId.optional(),
  kind: QuestionKind,
  prompt: NoNul(LIMITS.promptMax),
  choices: z.array(z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'choice id: letters, digits, _ and -'), text: NoNul(LIMITS.choiceMax) })).max(LIMITS.choicesMax),
  /** Choice ids, ["true"]/["false"], the accepted texts of a blank; null for a short answer (a lecturer marks it). */
  correct: z.array(NoNul(LIMITS.choiceMax)).max(LIMITS.acceptedMax + LIMITS.choicesMax).nullable(),
  points: z.number(),
  explanation: NoNul(LIMITS.explanationMax).default(''),
});
export type AuthoredQuestion = z.infer<typeof AuthoredQuestion>;

export const ExamDraftInput = z.object({
  title: NoNul(LIMITS.titleMax),
  settings: ExamSettings.omit({ passMark: true }).extend({ passMark: z.number() }),
  questions: z.array(AuthoredQuestion).max(LIMITS.questionsMax + 1),
});
export type ExamDraftInput = z.infer<typeof ExamDraftInput>;

export const ExamDraft = z.object({
  examId: z.string(),
  classId: z.string(),
  title: z.string(),
  /** draft: only the lecturers see it; published: the class's learners take it. */
  status: z.enum(['draft', 'published']),
  settings: ExamSettings,
  questions: z.array(AuthoredQuestion.required({ id: true })),
  /** Attempts taken (any state): once there is one, the questions can no longer change. */
  attempts: z.number().int(),
});
export type ExamDraft = z.infer<typeof ExamDraft>;

export const ClassExamSummary = z.object({ examId: z.string(), title: z.string(), status: z.enum(['draft', 'published']), questionCount: z.number().int(), attempts: z.number().int() });
export type ClassExamSummary = z.infer<typeof ClassExamSummary>;

/** Per question of an exam: how often each choice was picked in the submitted attempts, and the share answered right. */
export const ItemAnalysisQuestion = z.object({
  questionId: z.string(),
  position: z.number().int(),
  kind: QuestionKind,
  prompt: z.string(),
  /** Submitted attempts that answered it. */
  answered: z.number().int(),
  /** Of the submitted attempts, those that earned all its points (short answers once marked). */
  correct: z.number().int(),
  /** correct / submitted attempts, 0–1; null when none was submitted. */
  correctShare: z.number().nullable(),
  /** The choices (true and false for a true/false question) with how many attempts picked each; [] for text answers. */
  choices: z.array(z.object({ id: z.string(), text: z.string(), isCorrect: z.boolean(), picked: z.number().int() })),
});
export type ItemAnalysisQuestion = z.infer<typeof ItemAnalysisQuestion>;

export const ItemAnalysis = z.object({ examId: z.string(), title: z.string(), submitted: z.number().int(), questions: z.array(ItemAnalysisQuestion) });
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

export const examAuthoringEndpoints = {
  classExamList: endpoint({ tag: 'exams', method: 'GET', path: AUTHORING, access: 'member', summary: 'The class’s exams, drafts and published, for its lecturers (403 a learner or a lecturer of other classes; 404 another school’s class)', query: TenantQuery, response: z.object({ list: z.array(ClassExamSummary) }) }),
  createExam: endpoint({ tag: 'exams', method: 'POST', path: AUTHORING, access: 'member', summary: 'Write a new exam for the class, saved as a draft its learners do not see; 422 with a message when incomplete (no question, a choice question without its correct choice, a pass mark outside 0–100…)', query: TenantQuery, body: ExamDraftInput, response: ExamDraft }),
  examDraft: endpoint({ tag: 'exams', method: 'GET', path: `${AUTHORING}/:examId`, access: 'member', summary: 'An exam of the class as its lecturers edit it, with the correct answers and explanations (404 when the class does not hold it)', query: TenantQuery, response: ExamDraft }),
  updateExam: endpoint({ tag: 'exams', method: 'PUT', path: `${AUTHORING}/:examId`, access: 'member', summary: 'Replace the exam’s title, rules and questions (reordered, added, deleted); 409 when it has attempts and its questions would change (what those attempts were graded against stays): its title, rules and explanations still may', query: TenantQuery, body: ExamDraftInput, response: ExamDraft }),
  publishExam: endpoint({ tag: 'exams', method: 'POST', path: `${AUTHORING}/:examId/publish`, access: 'member', summary: 'Publish the exam to the class: it becomes one of the class’s courseware, and its learners see and take it. Publishing again changes nothing', query: TenantQuery, response: ExamDraft }),
  itemAnalysis: endpoint({ tag: 'exams', method: 'GET', path: `${AUTHORING}/:examId/analysis`, access: 'member', summary: 'Item analysis over the submitted attempts in the class: per question, how often each choice was picked and the share answered right', query: TenantQuery, response: ItemAnalysis }),
};
