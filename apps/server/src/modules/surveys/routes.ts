import type { Hono } from 'hono';
import { surveyEndpoints } from '@academy/contract';
import { SURVEY_LIMITS } from '@academy/rules';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages, say } from '../../http/words.ts';
import { classIdParam, lecturingCaller, requireClassLearnerOrManager, requireClassManager } from '../classes/access.ts';
import { resultsResponse } from './export.ts';
import { learnerDetail, learnerSummaries } from './learner.ts';
import { findQuestionnaire, loadQuestions } from './questionnaires.ts';
import { feedbackRecords } from './records.ts';
import { sendReminders } from './reminders.ts';
import { emailNotifications } from '../notifications/notices.ts';
import { questionnaireResults, resultsHidden, teacherSummaries } from './results.ts';
import { submitAnswers } from './submit.ts';

const refusals = defineMessages({
  learnersOnly: { id: 'server.surveys.learnersAnswer', defaultMessage: 'Only learners enrolled in this class answer its questionnaires; staff read the results.' },
  exportFrom: { id: 'server.surveys.exportFrom', defaultMessage: 'The answers of an anonymous questionnaire can be exported from {count, plural, one {# answer} other {# answers}} on.' },
});

/**
 * Satisfaction surveys (issue 19). Learner calls: learners enrolled in the class now and its managers (the class
 * model's learner-or-manager rule); only a learner answers. Teacher calls: the class's managers (requireClassManager).
 * A questionnaire is looked up within the caller's school and, where the path names one, within that class: 404
 * otherwise, whatever the caller may do elsewhere.
 */

export function surveyRoutes(app: Hono<AppEnv>) {
  register(app, surveyEndpoints.learnerQuestionnaires, async (input) => {
    const db = input.services.db;
    const access = await requireClassLearnerOrManager(db, input, classIdParam(input.params.id), { param: 'id' });
    return learnerSummaries(db, access.classId, access.userId);
  });

  register(app, surveyEndpoints.learnerQuestionnaire, async (input) => {
    const db = input.services.db;
    const access = await requireClassLearnerOrManager(db, input, classIdParam(input.params.classId, 'classId'));
    const questionnaire = await findQuestionnaire(db, access.schoolId, input.params.qid, access.classId);
    return learnerDetail(db, questionnaire, access.userId);
  });

  register(app, surveyEndpoints.questionSurvey, async (input) => {
    const db = input.services.db;
    const qid = classIdParam(input.params.qid, 'qid');
    // A questionnaire of another school is 404 before anything about its class is checked (register() has already
    // refused callers who are not members of the school named in the request).
    const questionnaire = await findQuestionnaire(db, input.schoolId!, qid);
    const access = await requireClassLearnerOrManager(db, input, questionnaire.class_id);
    return learnerDetail(db, questionnaire, access.userId);
  });

  register(app, surveyEndpoints.submitAnswers, async (input) => {
    const db = input.services.db;
    const access = await requireClassLearnerOrManager(db, input, classIdParam(input.params.classId, 'classId'));
    if (access.role !== 'learner') throw forbidden(refusals.learnersOnly);
    const questionnaire = await findQuestionnaire(db, access.schoolId, input.params.qid, access.classId);
    return submitAnswers(db, questionnaire, access.userId, input.body.answers);
  });

  register(app, surveyEndpoints.teacherQuestionnaires, async (input) => {
    const db = input.services.db;
    const access = await requireClassManager(db, input, classIdParam(input.params.id));
    return teacherSummaries(db, access.classId);
  });

  register(app, surveyEndpoints.questionnaireResults, async (input) => {
    const db = input.services.db;
    const access = await requireClassManager(db, input, classIdParam(input.params.id));
    const questionnaire = await findQuestionnaire(db, access.schoolId, input.params.qid, access.classId);
    return questionnaireResults(db, questionnaire);
  });

  register(app, surveyEndpoints.exportResults, async (input) => {
    const db = input.services.db;
    const access = await requireClassManager(db, input, classIdParam(input.params.id));
    const questionnaire = await findQuestionnaire(db, access.schoolId, input.params.qid, access.classId);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from survey_responses where questionnaire_id = $1', [questionnaire.id]);
    if (resultsHidden(questionnaire.anonymous, count?.n ?? 0)) {
      throw new ApiError(409, say(refusals.exportFrom, { count: SURVEY_LIMITS.anonymousResultsMin }));
    }
    const response = resultsResponse(db, questionnaire, await loadQuestions(db, questionnaire.id));
    // A raw endpoint: register() passes a Response through untouched (the body streams).
    return response as unknown as string;
  });

  register(app, surveyEndpoints.feedbackRecords, async (input) => {
    const db = input.services.db;
    // Learners are refused before the lookup: whether a questionnaire exists is none of their business here.
    const caller = lecturingCaller(input);
    const questionnaire = await findQuestionnaire(db, caller.schoolId, classIdParam(input.params.id));
    await requireClassManager(db, input, questionnaire.class_id);
    return feedbackRecords(db, questionnaire);
  });

  register(app, surveyEndpoints.sendReminders, async (input) => {
    const db = input.services.db;
    const access = await requireClassManager(db, input, input.body.classId);
    const questionnaire = await findQuestionnaire(db, access.schoolId, input.body.questionnaireId, access.classId);
    const { notificationIds, ...answer } = await sendReminders(db, questionnaire, access.userId);
    // The reminded learners' e-mails go out after the answer (a class may have hundreds): each is claimed once.
    void emailNotifications(db, input.services, notificationIds).catch((error: unknown) => input.services.log.warn({ error: String(error) }, 'survey reminder e-mails failed'));
    return answer;
  });
}
