import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClassView } from '@academy/contract';
import { EmptyState } from '@academy/ui';
import { ClassHeader } from './ClassHeader.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { CoursewarePanels } from './CoursewarePanels.tsx';
import { ActivitiesPanel } from './ActivitiesPanel.tsx';
import { FilesPanel } from './FilesPanel.tsx';
import { LiveLecturesPanel } from './LiveLecturesPanel.tsx';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

export type ClassOverviewProps = {
  view: ClassView;
  schoolId: string;
  /** The enrolment control (or the manager's note) under the class's facts. */
  enrol?: ReactNode;
  /** As an enrolled learner sees it, whoever looks (the lecturing center's preview). */
  asLearner?: boolean;
  /** The class's surveys: the route's child page, or the learner's list in the preview. */
  surveys: ReactNode;
};

/**
 * A class as its learners see it: the facts anyone of the school may read, then — for those who may open it —
 * sessions, courseware, exams, progress, activities, files and surveys. The class view and the lecturing center's
 * preview both show this.
 */
export function ClassOverview({ view, schoolId, enrol, asLearner = false, surveys }: ClassOverviewProps) {
  const intl = useIntl();
  // Progress, exams and the certificate are the caller's own: a learner's (or the preview's stand-in).
  const personal = asLearner || view.enrolmentStatus === 1;
  const shared = { schoolId, classId: view.id, timeZone: view.timeZone };
  return (
    <article className={styles.page} aria-labelledby="class-title">
      <ClassHeader view={view} enrol={enrol} />
      {view.canView || asLearner ? (
        <>
          <div className={styles.sections}>
            {personal && <ProgressPanel {...shared} />}
            <SessionsPanel {...shared} />
            <LiveLecturesPanel schoolId={schoolId} classId={view.id} />
            <CoursewarePanels {...shared} personal={personal} />
            <ActivitiesPanel {...shared} />
            <FilesPanel schoolId={schoolId} classId={view.id} />
          </div>
          <section aria-labelledby="surveys-title" className={styles.stack}>
            <h2 id="surveys-title" className={styles.sectionTitle}>{intl.formatMessage(messages.surveysTitle)}</h2>
            {surveys}
          </section>
        </>
      ) : (
        <EmptyState icon="lock" title={intl.formatMessage(messages.enrolToOpenTitle)} description={intl.formatMessage(messages.enrolToOpenBody)} />
      )}
    </article>
  );
}
