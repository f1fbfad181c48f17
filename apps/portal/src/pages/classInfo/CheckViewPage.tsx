import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AttendanceCheck } from '@academy/contract';
import { CheckInCard, Link, SchoolTime, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { classInfoBase, classPageError, classSchool, recordId } from './classData.ts';
import { CheckPhotos } from './CheckPhotos.tsx';
import { CheckAttendanceTable } from './CheckAttendanceTable.tsx';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** check-view/{checkId}: an attendance check — the learner checks in and adds photos; its managers see who came. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = classSchool(params);
  const checkId = recordId(params.checkId);
  const check = await api.attendanceCheck({ params: { checkId }, tenantId: schoolId }).catch(classPageError(schoolId, request));
  return { schoolId, check };
}

/** Photos may be added and removed while the check is open. */
const isOpenNow = (check: AttendanceCheck) => Date.now() >= Date.parse(check.opensAt) && Date.now() < Date.parse(check.closesAt);

export function Component() {
  const intl = useIntl();
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const { schoolId } = loaded;
  const [check, setCheck] = useState(loaded.check);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const time = useSchoolTime(check.timeZone);

  const checkIn = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      setCheck(await api.checkIn({ params: { checkId: check.id }, tenantId: schoolId }));
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.checkInFailed)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
        <Link href={`${classInfoBase(schoolId)}/class-view/${check.classId}`}>
          {intl.formatMessage(messages.backToClass, { title: <span key="t" {...contentProps()}>{check.classTitle}</span> })}
        </Link>
      </nav>
      <h1 className={styles.title}>{intl.formatMessage(messages.checkPageTitle)}</h1>
      {check.canManage ? (
        // Its managers do not check in: what the check is, then who came.
        <div className={styles.tightStack}>
          <h2 {...contentProps(styles.sectionTitle)}>{check.title}</h2>
          {check.sessionStartsAt && <p className={styles.muted}>{intl.formatMessage(messages.sessionAt, { when: <SchoolTime key="session" time={check.sessionStartsAt} timeZone={check.timeZone} /> })}</p>}
          <p className={styles.muted}>{intl.formatMessage(messages.checkWindow, { start: time.dateTime(check.opensAt), end: time.dateTime(check.closesAt) })}</p>
        </div>
      ) : (
        <div className={styles.narrow}>
          <CheckInCard
            title={check.title}
            sessionTime={check.sessionStartsAt ? time.dateTime(check.sessionStartsAt) : intl.formatMessage(messages.noSession)}
            state={check.state}
            checkedInAt={check.checkedInAt ? time.dateTime(check.checkedInAt) : undefined}
            opensAt={time.dateTime(check.opensAt)}
            closesAt={time.dateTime(check.closesAt)}
            onCheckIn={() => void checkIn()}
            pending={pending}
            error={failure}
            headingLevel={2}
          >
            {check.state === 'checkedIn' && (
              <CheckPhotos
                schoolId={schoolId}
                checkId={check.id}
                photos={check.attachments}
                canChange={isOpenNow(check)}
                onChange={(attachments) => setCheck((current) => ({ ...current, attachments }))}
              />
            )}
          </CheckInCard>
        </div>
      )}
      {check.canManage && <CheckAttendanceTable schoolId={schoolId} checkId={check.id} timeZone={check.timeZone} />}
    </div>
  );
}
