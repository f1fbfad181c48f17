import type { Hono } from 'hono';
import { examAuthoringEndpoints as calls } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { classIdParam, requireClassManager } from '../classes/access.ts';
import { createExam, listClassExams, publishExam, readExamDraft, updateExam } from './authoring.ts';
import { itemAnalysis } from './itemAnalysis.ts';

/**
 * Exams written for a class, and their item analysis (issue 33). The lecturing center's access rule
 * (classes/access.ts): the class's lecturers and the school's admins and class managers; a learner 403, a lecturer
 * of other classes 403, a visitor 401, a class of another school 404.
 */
export function examAuthoringRoutes(app: Hono<AppEnv>) {
  const access = async (input: Parameters<typeof requireClassManager>[1] & { params: Record<string, string | undefined> }, db: Parameters<typeof requireClassManager>[0]) => {
    const classId = classIdParam(input.params.classId, 'classId');
    const caller = await requireClassManager(db, input, classId);
    return { schoolId: caller.schoolId, classId, userId: caller.userId };
  };
  register(app, calls.classExamList, async (input) => {
    const author = await access(input, input.services.db);
    return { list: await listClassExams(input.services.db, author.schoolId, author.classId) };
  });
  register(app, calls.createExam, async (input) => createExam(input.services.db, await access(input, input.services.db), input.body));
  register(app, calls.examDraft, async (input) => {
    const author = await access(input, input.services.db);
    return readExamDraft(input.services.db, author.schoolId, author.classId, input.params.examId!);
  });
  register(app, calls.updateExam, async (input) => updateExam(input.services.db, await access(input, input.services.db), input.params.examId!, input.body));
  register(app, calls.publishExam, async (input) => publishExam(input.services.db, await access(input, input.services.db), input.params.examId!));
  register(app, calls.itemAnalysis, async (input) => {
    const author = await access(input, input.services.db);
    const draft = await readExamDraft(input.services.db, author.schoolId, author.classId, input.params.examId!);
    return itemAnalysis(input.services.db, author.schoolId, author.classId, draft.examId, draft.title);
  });
}
