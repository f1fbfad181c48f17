import { useIntl, type MessageDescriptor } from 'react-intl';
import { resourcePath } from '@academy/rules';
import { Link, ProgressBar, StatusBadge, contentProps, isolate, resourceTypeMessages, type StatusTone } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

const TYPE_MESSAGE = { 1: resourceTypeMessages.course, 2: resourceTypeMessages.exam, 3: resourceTypeMessages.knowledge } as const;
/** A courseware item is a resource of the school: it opens that resource's own page (issue 31); an exam's carries the class, whose attempt it is. */
const TYPE_KIND = { 1: 'course', 2: 'exam', 3: 'knowledge' } as const;
type ExamRow = Awaited<ReturnType<typeof api.classExams>>[number];
type ExamState = ExamRow['state'];
const EXAM_BADGE: Record<ExamState, { tone: StatusTone; message: MessageDescriptor }> = {
  notStarted: { tone: 'neutral', message: messages.examNotStarted },
  inProgress: { tone: 'info', message: messages.examInProgress },
  passed: { tone: 'success', message: messages.examPassed },
  failed: { tone: 'danger', message: messages.examFailed },
};

/** The class's courseware in order — with the learner's progress on each when `personal` — and its exams with how the learner stands. */
export function CoursewarePanels({ schoolId, classId, timeZone, personal }: { schoolId: string; classId: string; timeZone: string; personal: boolean }) {
  const intl = useIntl();
  const time = useSchoolTime(timeZone);
  const call = useCall(
    schoolId,
    async () => {
      const items = await api.learnerCourseware({ params: { id: classId }, tenantId: schoolId });
      if (!personal || items.length === 0) return { items, progress: new Map<string, number>() };
      const progress = await api.curriculumProgress({ body: { classId, curriculumIds: items.map((item) => item.coursewareUuid) }, tenantId: schoolId });
      return { items, progress: new Map(progress.map((entry) => [entry.coursewareUuid, entry.progress])) };
    },
    `courseware:${classId}:${personal}`,
  );
  // No exam ids: every exam of the class (its courseware of the exam kind), in class order.
  const exams = useCall(
    schoolId,
    personal ? () => getSession().then((me) => (me ? api.classExams({ body: { classId, userId: me.userId, examIds: [] }, tenantId: schoolId }) : [])) : null,
    `exams:${classId}`,
  );

  return (
    <>
      <Section title={intl.formatMessage(messages.coursewareTitle)} call={call} testId="class-courseware">
        {({ items, progress }) =>
          items.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(messages.noCourseware)}</p>
          ) : (
            <ol className={styles.list}>
              {items.map((item) => (
                <li key={item.coursewareUuid} className={styles.listItem} data-testid="courseware-item">
                  <span className={styles.row}>
                    <span className={styles.muted}>{intl.formatMessage(TYPE_MESSAGE[item.coursewareType])}</span>
                    <Link href={`${resourcePath(schoolId, { id: item.coursewareUuid, contentKind: TYPE_KIND[item.coursewareType] })}${item.coursewareType === 2 ? `?classId=${classId}` : ''}`}>
                      <span {...contentProps(styles.itemTitle)}>{item.coursewareName}</span>
                    </Link>
                  </span>
                  {personal && <ProgressBar size="sm" value={progress.get(item.coursewareUuid) ?? 0} aria-label={intl.formatMessage(messages.itemProgress, { name: isolate(item.coursewareName) })} />}
                </li>
              ))}
            </ol>
          )
        }
      </Section>
      {personal && (
        <Section title={intl.formatMessage(messages.examsTitle)} call={exams} lines={2} testId="class-exams">
          {(list) =>
            list.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage(messages.noExams)}</p>
            ) : (
              <ul className={styles.list}>
                {list.map((exam) => (
                  <li key={exam.examId} className={styles.listItem}>
                    <span {...contentProps(styles.itemTitle)}>{exam.name}</span>
                    <span className={styles.row}>
                      <StatusBadge tone={EXAM_BADGE[exam.state].tone} label={intl.formatMessage(EXAM_BADGE[exam.state].message)} />
                      {exam.score !== null && (
                        <span className={styles.muted}>
                          {exam.passScore === null
                            ? intl.formatMessage(messages.examScore, { score: exam.score })
                            : intl.formatMessage(messages.examScoreOfPass, { score: exam.score, pass: exam.passScore })}
                        </span>
                      )}
                      {exam.finishedAt && <span className={styles.muted}>{time.dateTime(exam.finishedAt)}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </Section>
      )}
    </>
  );
}
