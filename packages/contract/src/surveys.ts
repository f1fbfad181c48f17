import { z } from './zod.ts';
import { SURVEY_ANSWER_MESSAGES, validateSurveyAnswers, type SurveyAnswers } from '@academy/rules';
import { endpoint } from './endpoint.ts';
import { ClassId, TenantQuery } from './classes.ts';

/**
 * Satisfaction surveys of a class (issue 19, decision 0017), base /api/manager/v1/class-satisfaction, the school in
 * the `tenantId` header. Learners enrolled in the class answer once; the class's managers read results and send
 * reminders. An anonymous survey keeps who answered apart from the answers: no names, no per-answer times, and
 * results only from SURVEY_LIMITS.anonymousResultsMin answers on.
 */
const BASE = '/api/manager/v1/class-satisfaction';
const Id = ClassId;

export const QuestionKindSchema = z.enum(['single', 'multiple', 'rating', 'text']);
export const SurveyQuestionSchema = z.object({
  id: z.string(),
  kind: QuestionKindSchema,
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  maxLength: z.number().int().nullable().optional(),
});

/** Not open yet, open, or closed; answered when the caller has sent their answers. */
export const SurveyState = z.enum(['notOpen', 'open', 'closed']);

/** What the learner's and the teacher's summaries of a questionnaire both say. */
const QuestionnaireSummaryBase = z.object({
  id: z.string(),
  classId: z.string(),
  title: z.string(),
  anonymous: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  state: SurveyState,
  questionCount: z.number().int(),
});

export const LearnerQuestionnaireSummary = QuestionnaireSummaryBase.extend({
  /** 0 or 1: one submission per learner. */
  answerTimes: z.number().int(),
  submittedAt: z.string().nullable(),
  /** The newest reminder the teacher sent the caller about it. */
  remindedAt: z.string().nullable(),
});
export type LearnerQuestionnaireSummary = z.infer<typeof LearnerQuestionnaireSummary>;

export const LearnerQuestionnaire = LearnerQuestionnaireSummary.extend({
  classTitle: z.string(),
  description: z.string(),
  timeZone: z.string(),
  questions: z.array(SurveyQuestionSchema),
  /** The caller's own answers once sent (named surveys only; an anonymous answer cannot be traced back). */
  myAnswers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.null()])).nullable(),
});
export type LearnerQuestionnaire = z.infer<typeof LearnerQuestionnaire>;

/** PostgreSQL text cannot hold NUL: refused as a 400 here rather than failing in the database. */
const AnswerText = (max: number) => z.string().max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character');
const AnswerValue = z.union([AnswerText(20_000), z.array(AnswerText(100)).max(100), z.number(), z.null()]);
/** question id → answer; checked against the questionnaire on the server with the same rule as the form. */
export const SubmitAnswersBody = z.object({ answers: z.record(z.string().max(100), AnswerValue).refine((answers) => Object.keys(answers).length <= 200, 'too many answers') });
export const SubmitResult = z.object({ answerTimes: z.literal(1), submittedAt: z.string() });

/** Checks answers against questions the server has loaded: 400 problems with the form's codes. */
export const answerProblems = (questions: Parameters<typeof validateSurveyAnswers>[0], answers: SurveyAnswers) =>
  validateSurveyAnswers(questions, answers).map((problem) => ({ path: `answers.${problem.questionId}`, code: problem.code, message: SURVEY_ANSWER_MESSAGES[problem.code] }));

export const TeacherQuestionnaireSummary = QuestionnaireSummaryBase.extend({
  /** Learners enrolled now. */
  enrolledCount: z.number().int(),
  responseCount: z.number().int(),
  /** 0–100 of enrolled learners who answered. */
  responseRate: z.number().int(),
  lastReminderAt: z.string().nullable(),
});
export type TeacherQuestionnaireSummary = z.infer<typeof TeacherQuestionnaireSummary>;

export const QuestionResult = z.object({
  questionId: z.string(),
  kind: QuestionKindSchema,
  title: z.string(),
  /** How many answered this question. */
  answered: z.number().int(),
  /** Choices (single, multiple) or ratings 1–5, each with how many picked it. */
  rows: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  /** Mean rating, rating questions only. */
  mean: z.number().nullable(),
  /** Free-text answers (text questions); `who` and `at` only for named surveys. */
  texts: z.array(z.object({ text: z.string(), who: z.string().nullable(), at: z.string().nullable() })),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

export const QuestionnaireResults = TeacherQuestionnaireSummary.extend({
  classTitle: z.string(),
  timeZone: z.string(),
  /** An anonymous survey with fewer answers than the minimum: no results yet (`questions` is empty). */
  resultsHidden: z.boolean(),
  minimumAnswers: z.number().int(),
  questions: z.array(QuestionResult),
  /** GET it for the results as CSV (UTF-8 with BOM, formulas escaped). */
  exportUrl: z.string().nullable(),
});
export type QuestionnaireResults = z.infer<typeof QuestionnaireResults>;

export const FeedbackRecords = z.object({
  questionnaireId: z.string(),
  anonymous: z.boolean(),
  enrolledCount: z.number().int(),
  responseCount: z.number().int(),
  /** Named surveys: who answered and when. Anonymous: empty (only the count). */
  respondents: z.array(z.object({ userId: z.string(), name: z.string().nullable(), submittedAt: z.string() })),
  /** Enrolled learners who have not answered (named surveys only; anonymous: empty). */
  pending: z.array(z.object({ userId: z.string(), name: z.string().nullable(), lastRemindedAt: z.string().nullable() })),
  /** Every reminder sent, newest first; names only for named surveys. */
  reminders: z.array(z.object({ sentAt: z.string(), sentBy: z.string().nullable(), count: z.number().int(), names: z.array(z.string()) })),
});
export type FeedbackRecords = z.infer<typeof FeedbackRecords>;

export const SendRemindersBody = z.object({ classId: Id, questionnaireId: Id });
export const SendRemindersResult = z.object({
  /** Learners reminded now. */
  reminded: z.number().int(),
  /** Not answered but reminded in the last 24 hours: not reminded again. */
  skippedRecent: z.number().int(),
  /** Named surveys: who was reminded now. */
  names: z.array(z.string()),
  sentAt: z.string(),
});

export const surveyEndpoints = {
  learnerQuestionnaires: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/user-query-satisfaction-questionnaires/:id`, access: 'member', summary: 'The satisfaction questionnaires of a class (id: the class) with the caller’s answer state', query: TenantQuery, response: z.array(LearnerQuestionnaireSummary) }),
  learnerQuestionnaire: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/user-query-satisfaction-questionnaires/classes/:classId/questionnaires/:qid`, access: 'member', summary: 'One questionnaire of a class with its questions', query: TenantQuery, response: LearnerQuestionnaire }),
  questionSurvey: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/questionnaires/:qid`, access: 'member', summary: 'A questionnaire by its id alone (the question-survey link), with its class', query: TenantQuery, response: LearnerQuestionnaire }),
  submitAnswers: endpoint({ idempotent: true, tag: 'surveys', method: 'POST', path: `${BASE}/user-submit-satisfaction-questionnaires/classes/:classId/questionnaires/:qid`, access: 'member', summary: 'Send the caller’s answers, once, while the questionnaire is open (409 when already answered or closed; 400 with a problem per question)', query: TenantQuery, body: SubmitAnswersBody, response: SubmitResult }),

  teacherQuestionnaires: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/teacher-satisfaction-questionnaires/:id`, access: 'member', summary: 'The questionnaires of a class (id: the class) with response rates (the class’s managers)', query: TenantQuery, response: z.array(TeacherQuestionnaireSummary) }),
  questionnaireResults: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/teacher-satisfaction-questionnaires/:id/questionnaires/:qid`, access: 'member', summary: 'Results per question: counts, mean rating, free-text answers (hidden for an anonymous survey under the minimum)', query: TenantQuery, response: QuestionnaireResults }),
  exportResults: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/teacher-satisfaction-questionnaires/:id/questionnaires/:qid/export`, access: 'member', raw: true, files: ['text/csv'], summary: 'The answers as CSV: UTF-8 with BOM, formulas escaped; no names or times for an anonymous survey', query: TenantQuery, response: z.string() }),
  feedbackRecords: endpoint({ tag: 'surveys', method: 'GET', path: `${BASE}/teacher-feedback-records/:id`, access: 'member', summary: 'Who answered a questionnaire (id), who has not, and every reminder sent (names only for named surveys)', query: TenantQuery, response: FeedbackRecords }),
  sendReminders: endpoint({ tag: 'surveys', method: 'POST', path: `${BASE}/send-feedback-reminders`, access: 'member', summary: 'Remind learners enrolled now who have not answered (never staff), at most once per learner per 24 hours; each is logged', query: TenantQuery, body: SendRemindersBody, response: SendRemindersResult }),
} as const;
