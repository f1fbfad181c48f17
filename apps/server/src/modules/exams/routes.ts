import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { examOverview, getAttempt, recordSwitch, saveAnswer, startAttempt, submitAttempt } from './attempts.ts';

/**
 * Exams a learner can take (issue 33). Every call names its school (schoolId, a member's: register checks the role)
 * and reads only that school's exam; an attempt is its learner's alone (another's answers 404).
 */
export function examRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.examOverview, async ({ query, params, services, user, role }) => examOverview(services.db, query.schoolId, params.id!, { userId: user!.userId, role }));
  register(app, endpoints.startAttempt, async ({ query, params, services, user, role }) => startAttempt(services.db, query.schoolId, params.id!, { userId: user!.userId, role }, query.classId));
  register(app, endpoints.examAttempt, async ({ query, params, services, user, role }) => getAttempt(services.db, query.schoolId, params.id!, { userId: user!.userId, role }));
  register(app, endpoints.saveAnswer, async ({ query, params, body, services, user, role }) => saveAnswer(services.db, query.schoolId, params.id!, params.questionId!, body, { userId: user!.userId, role }));
  register(app, endpoints.screenSwitch, async ({ query, params, body, services, user, role }) => recordSwitch(services.db, query.schoolId, params.id!, body.awaySeconds, { userId: user!.userId, role }));
  register(app, endpoints.submitAttempt, async ({ query, params, services, user, role }) => submitAttempt(services.db, query.schoolId, params.id!, { userId: user!.userId, role }));
}
