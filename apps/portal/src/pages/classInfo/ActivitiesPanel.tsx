import { useIntl } from 'react-intl';
import { Link, ProgressBar, StatusBadge, contentProps, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoBase } from './classData.ts';
import { checkStateBadge, experimentStateBadge } from './states.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

/** What the class asks of its learners besides courseware: attendance checks, training plans, lab experiments. */
export function ActivitiesPanel({ schoolId, classId, timeZone }: { schoolId: string; classId: string; timeZone: string }) {
  const intl = useIntl();
  const time = useSchoolTime(timeZone);
  const call = useCall(schoolId, () => api.classActivities({ params: { id: classId }, tenantId: schoolId }), `activities:${classId}`);
  const base = classInfoBase(schoolId);
  return (
    <Section title={intl.formatMessage(messages.activitiesTitle)} call={call} testId="class-activities">
      {({ checks, trainings, experiments }) =>
        checks.length + trainings.length + experiments.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noActivities)}</p>
        ) : (
          <div className={styles.stack}>
            {checks.length > 0 && (
              <div className={styles.tightStack}>
                <h3 className={styles.itemTitle}>{intl.formatMessage(messages.checksTitle)}</h3>
                <ul className={styles.list}>
                  {checks.map((check) => {
                    const badge = checkStateBadge[check.state];
                    return (
                      <li key={check.id} className={styles.listItem}>
                        <Link href={`${base}/check-view/${check.id}`}><span {...contentProps()}>{check.title}</span></Link>
                        <span className={styles.row}>
                          <StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} />
                          <span className={styles.muted}>{intl.formatMessage(messages.dates, { start: time.dateTime(check.opensAt), end: time.dateTime(check.closesAt) })}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            {trainings.length > 0 && (
              <div className={styles.tightStack}>
                <h3 className={styles.itemTitle}>{intl.formatMessage(messages.trainingsTitle)}</h3>
                <ul className={styles.list}>
                  {trainings.map((training) => (
                    <li key={training.id} className={styles.listItem}>
                      <Link href={`${base}/student-training/${training.id}`}><span {...contentProps()}>{training.title}</span></Link>
                      <ProgressBar size="sm" value={training.progress} aria-label={intl.formatMessage(messages.trainingProgressOf, { title: isolate(training.title), count: training.itemCount })} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {experiments.length > 0 && (
              <div className={styles.tightStack}>
                <h3 className={styles.itemTitle}>{intl.formatMessage(messages.experimentsTitle)}</h3>
                <ul className={styles.list}>
                  {experiments.map((experiment) => {
                    const badge = experimentStateBadge[experiment.state];
                    return (
                      <li key={experiment.id} className={styles.listItem}>
                        <Link href={`${base}/elab-experiment/${classId}/${experiment.id}`}><span {...contentProps()}>{experiment.title}</span></Link>
                        <span className={styles.row}><StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} /></span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
        )
      }
    </Section>
  );
}
