import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useParams, useRevalidator } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { ClassView } from '@academy/contract';
import { Banner, EnrolButton, Link, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { shellMessages } from '../../app/messages.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { ClassOverview } from './ClassOverview.tsx';
import { useClassView } from './classData.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** class-view/{classId} (under /classInfo and /portal): the class, enrolment, and its surveys as the child page. */
export function Component() {
  const intl = useIntl();
  const view = useClassView();
  const { schoolId = '' } = useParams();
  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
        <Link href={`/portal/${schoolId}`}>{intl.formatMessage(shellMessages.backHome)}</Link>
      </nav>
      <ClassOverview
        key={view.id}
        view={view}
        schoolId={schoolId}
        enrol={view.canManage ? <ManagerNote schoolId={schoolId} classId={view.id} /> : <Enrolment view={view} schoolId={schoolId} />}
        surveys={<Outlet />}
      />
    </div>
  );
}

/** Staff do not enrol: they are told so, with the way to the class's page in the lecturing center. */
function ManagerNote({ schoolId, classId }: { schoolId: string; classId: string }) {
  const intl = useIntl();
  return (
    <div className={styles.row}>
      <span className={styles.muted}>{intl.formatMessage(messages.youManage)}</span>
      <Link href={`/portal/${schoolId}/lecturing-center/class-edit?classId=${classId}`}>{intl.formatMessage(messages.editInCenter)}</Link>
    </div>
  );
}

/** Enrol or leave; the server's reason is shown when it refuses (full, closed, not yet open, ended). */
function Enrolment({ view, schoolId }: { view: ClassView; schoolId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const time = useSchoolTime(view.timeZone);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (enrol: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      const body = { classId: view.id };
      await (enrol ? api.enrol({ body, tenantId: schoolId }) : api.unenrol({ body, tenantId: schoolId }));
      toast.show(intl.formatMessage(enrol ? messages.enrolledToast : messages.unenrolledToast), 'success');
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.enrolFailed)));
      // The class may have filled or closed meanwhile: show how it stands now.
      if (error instanceof ApiError && error.status === 409) await revalidator.revalidate();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.stack} data-testid="enrolment">
      <EnrolButton
        state={view.enrolState}
        pending={pending}
        opensAt={view.enrolOpensAt ? time.dateTime(view.enrolOpensAt) : undefined}
        seatsLeft={view.seatsLeft}
        onEnrol={() => void run(true)}
        onUnenrol={() => void run(false)}
      />
      {failure && (
        <Banner tone="error" title={intl.formatMessage(messages.enrolFailed)}>
          <span dir="auto">{failure}</span>
        </Banner>
      )}
    </div>
  );
}
