import type { Hono } from 'hono';
import { gradebookEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { requestLocale } from '../../http/requestLocale.ts';
import { classIdParam, requireClassManager } from '../classes/access.ts';
import { classRefusals } from '../classes/refusals.ts';
import { gradebookResponse } from './export.ts';
import { markAnswer, markingList, requireClassExam } from './marking.ts';
import { checksHeld, classExams, gradebookRows, learnerPage } from './queries.ts';

/**
 * A class's gradebook and the marking of short answers (issue 33). The lecturing center's access rule
 * (classes/access.ts): the class's lecturers and the school's admins and class managers; a learner 403, a lecturer
 * not teaching the class 403, a class of another school 404.
 */
export function gradebookRoutes(app: Hono<AppEnv>) {
  register(app, gradebookEndpoints.gradebook, async (input) => {
    const { db } = input.services;
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(db, input, classId);
    const { pageNumber, pageSize, ...filter } = input.query;
    const exams = await classExams(db, classId);
    const examIds = exams.map((exam) => exam.examId);
    const args = { classId, schoolId: access.schoolId, examIds, filter };
    const learners = await learnerPage(db, { ...args, limit: pageSize, offset: (pageNumber - 1) * pageSize });
    // Past the last page: the total still counts.
    const total = learners[0]?.total ?? (pageNumber > 1 ? ((await learnerPage(db, { ...args, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    const [list, checks] = await Promise.all([gradebookRows(db, classId, access.schoolId, examIds, learners), checksHeld(db, classId)]);
    return { total, pageNumber, pageSize, exams, checks, list };
  });

  register(app, gradebookEndpoints.gradebookExport, async (input) => {
    const { db } = input.services;
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(db, input, classId);
    const [row] = await db.query<{ title: string }>('select title from classes where id = $1', [classId]);
    if (!row) throw notFound(classRefusals.noSuchClass);
    const { format, lang, keyword, status, examId, sort, direction } = input.query;
    const exams = await classExams(db, classId);
    const locale = requestLocale(input.c, lang);
    const response = gradebookResponse(db, { classId, schoolId: access.schoolId, title: row.title, exams, filter: { keyword, status, examId, sort, direction }, format, locale });
    // A raw endpoint: register() passes a Response through untouched (the body streams).
    return response as unknown as string;
  });

  register(app, gradebookEndpoints.markingList, async (input) => {
    const { db } = input.services;
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(db, input, classId);
    const examId = input.params.examId!;
    await requireClassExam(db, classId, examId);
    return markingList(db, { classId, schoolId: access.schoolId, examId, ...input.query });
  });

  register(app, gradebookEndpoints.markAnswer, async (input) => {
    const { db } = input.services;
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(db, input, classId);
    return markAnswer(db, { classId, schoolId: access.schoolId, attemptId: input.params.attemptId!, questionId: input.params.questionId!, score: input.body.score, comment: input.body.comment, markedBy: access.userId });
  });
}
