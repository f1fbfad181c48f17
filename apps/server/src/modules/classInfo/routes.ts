import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { activityRoutes } from './activities.ts';
import { attendanceRoutes } from './attendance.ts';
import { attendancePhotoRoutes } from './attendancePhotos.ts';
import { certificateRoutes } from './certificates.ts';
import { devLabRoutes } from './devLab.ts';
import { elabRoutes } from './elab.ts';
import { enrolmentRoutes } from './enrolment.ts';
import { labSettingsRoutes } from './labSettings.ts';
import { examRoutes } from './exams.ts';
import { pointRoutes } from './points.ts';
import { progressRoutes } from './progress.ts';
import { studentScreenRoutes } from './studentScreen.ts';
import { trainingRoutes } from './training.ts';

/**
 * Learners in their classes (issue 19): every call goes through the class's learner-or-manager rule
 * (classes/access.ts requireClassLearnerOrManager); classInfo and enrol let a learner of the school in before enrolling.
 */
export function classInfoRoutes(app: Hono<AppEnv>) {
  enrolmentRoutes(app);
  activityRoutes(app);
  progressRoutes(app);
  studentScreenRoutes(app);
  examRoutes(app);
  certificateRoutes(app);
  pointRoutes(app);
  attendanceRoutes(app);
  attendancePhotoRoutes(app);
  trainingRoutes(app);
  elabRoutes(app);
  labSettingsRoutes(app);
  devLabRoutes(app);
}
