import { z } from './zod.ts';
import { CLASS_LIMITS, GRADEBOOK_STATUSES, LIST_KEYWORD_MAX, MARK_COMMENT_MAX, parseGradebookSort } from '@academy/rules';
import { LocaleCodeSchema, PAGE_NUMBER_MAX } from './common.ts';
import { TenantQuery } from './classes.ts';
import { endpoint } from './endpoint.ts';

/**
 * A class's gradebook (issue 33): its learners × its exams (best score, attempts, screen switches, answers awaiting
 * marking), course progress and check-ins, paged, filtered and sorted on the server, exported as CSV or XLSX; and the
 * marking of short answers by the class's lecturers (and the school's admins and class managers). Every call names
 * its school (tenantId header or query); a learner gets 403, a class of another school 404.
 */
const GRADEBOOK = '/api/manager/gradebook';

const NoNul = (max: number) => z.string().max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character');

export const GradebookFilters = TenantQuery.extend({
  /** Name, mobile or e-mail contains this text. */
  keyword: NoNul(LIST_KEYWORD_MAX).transform((text) => text.trim()).optional(),
  status: z.enum(GRADEBOOK_STATUSES).default('all'),
  /** The status applies to this exam only (else: passed = every exam passed). */
  examId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'examId: letters, digits, _ and -').optional(),
  /** name, account, progress, checkIns, or best:<examId>, attempts:<examId>, switches:<examId>, pending:<examId>. */
  sort: z.string().max(80).refine((key) => parseGradebookSort(key) !== null, 'sort: name, account, progress, checkIns or best|attempts|switches|pending:<examId>').default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

const GradebookQuery = GradebookFilters.extend({
  pageNumber: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLASS_LIMITS.pageSizeMax).default(20),
});

export const GradebookExam = z.object({ examId: z.string(), name: z.string(), passMark: z.number().nullable(), hasShortAnswers: z.boolean() });
export type GradebookExam = z.infer<typeof GradebookExam>;

export const GradebookCell = z.object({
  /** Best score (0–100) of a graded attempt; null: none graded yet. */
  best: z.number().nullable(),
  attempts: z.number().int(),
  switches: z.number().int(),
  /** Attempts awaiting a lecturer's marking. */
  pending: z.number().int(),
  passed: z.boolean(),
});
export type GradebookCell = z.infer<typeof GradebookCell>;

export const GradebookRow = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  /** The mobile, else the e-mail the learner signs in with. */
  account: z.string().nullable(),
  progress: z.number().int(),
  checkIns: z.number().int(),
  /** By exam id; an exam never attempted has a cell of zeros. */
  exams: z.record(z.string(), GradebookCell),
});
export type GradebookRow = z.infer<typeof GradebookRow>;

export const GradebookPage = z.object({
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** The class's exams, in class order (the columns). */
  exams: z.array(GradebookExam),
  /** Attendance checks the class has held (check-ins are out of these). */
  checks: z.number().int(),
  list: z.array(GradebookRow),
});
export type GradebookPage = z.infer<typeof GradebookPage>;

export const MarkingItem = z.object({
  attemptId: z.string(),
  questionId: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  prompt: z.string(),
  answer: z.string(),
  /** null: awaiting marking. */
  points: z.number().nullable(),
  maxPoints: z.number(),
  comment: z.string(),
  submittedAt: z.string().nullable(),
  markedAt: z.string().nullable(),
});
export type MarkingItem = z.infer<typeof MarkingItem>;

export const MarkingPage = z.object({ total: z.number().int(), pending: z.number().int(), list: z.array(MarkingItem) });
export type MarkingPage = z.infer<typeof MarkingPage>;

export const MarkBody = z.object({
  score: z.number(),
  comment: NoNul(MARK_COMMENT_MAX * 2).default(''),
});
export type MarkBody = z.infer<typeof MarkBody>;

export const MarkResult = z.object({
  item: MarkingItem,
  /** The attempt after regrading: its state and score as the learner now sees them. */
  attempt: z.object({ attemptId: z.string(), state: z.enum(['pendingMarking', 'passed', 'failed']), score: z.number() }),
});
export type MarkResult = z.infer<typeof MarkResult>;

export const gradebookEndpoints = {
  gradebook: endpoint({
    tag: 'gradebook', method: 'GET', path: `${GRADEBOOK}/:classId`, access: 'member',
    summary: 'A class’s gradebook: its learners × its exams (best score, attempts, switches, pending marking), progress and check-ins; filtered (keyword, status, examId), sorted by any column, paged (≤ 100)',
    query: GradebookQuery, response: GradebookPage,
  }),
  gradebookExport: endpoint({
    tag: 'gradebook', method: 'GET', path: `${GRADEBOOK}/:classId/export`, access: 'member', raw: true, files: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    summary: 'The same filtered and sorted gradebook as a file, streamed: CSV (UTF-8 with BOM, formulas escaped) or XLSX; headers in `lang`, else the request’s language',
    query: GradebookFilters.extend({ format: z.enum(['csv', 'xlsx']).default('csv'), lang: LocaleCodeSchema.optional() }), response: z.string().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
  markingList: endpoint({
    tag: 'gradebook', method: 'GET', path: `${GRADEBOOK}/:classId/exams/:examId/answers`, access: 'member',
    summary: 'The short answers of an exam’s submitted attempts in this class: awaiting marking (show=pending, oldest first) or all (show=all), paged',
    query: TenantQuery.extend({
      show: z.enum(['pending', 'all']).default('pending'),
      userId: z.string().max(64).optional(),
      pageNumber: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
      pageSize: z.coerce.number().int().min(1).max(CLASS_LIMITS.pageSizeMax).default(20),
    }),
    response: MarkingPage,
  }),
  markAnswer: endpoint({
    tag: 'gradebook', method: 'PUT', path: `${GRADEBOOK}/:classId/attempts/:attemptId/answers/:questionId`, access: 'member',
    summary: 'Mark one short answer (0 to the question’s points, one decimal; a comment) and regrade its attempt: the learner’s score and pass/fail follow. Marking again replaces the mark. 422 out of range; 409 while the attempt is in progress; 404 another class’s or school’s',
    query: TenantQuery, body: MarkBody, response: MarkResult,
  }),
};
