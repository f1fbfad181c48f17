import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { PublicClass } from '@academy/contract';
import { loginUrl } from '@academy/rules';
import { Link } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { ClassHeader } from '../classInfo/ClassHeader.tsx';
import { classInfoMessages as messages } from '../classInfo/classInfo.messages.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import * as styles from '../classInfo/classInfo.css.ts';

/** Unknown or malformed → the portal's 404; a closed school's → its 403. */
export async function loader({ params }: LoaderFunctionArgs): Promise<PublicClass> {
  return api.publicClass({ params: { id: params.classId ?? '' }, query: { schoolId: params.schoolId ?? '' } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw redirect('/404');
    throw redirect(`/abnormal/${error instanceof ApiError ? error.status : 503}`);
  });
}

/**
 * /portal/{school}/class-about/{classId}: a class card's page for a visitor (issue 31; class-view sends a visitor
 * here). What the class is, when, by whom and its sessions' times, and "Sign in to enrol" back to the class page.
 */
export function Component() {
  const view = useLoaderData<PublicClass>();
  const { schoolId = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const time = useSchoolTime(view.timeZone);
  const signIn = (
    <p>
      <Link href={loginUrl(`/portal/${schoolId}/class-view/${view.id}`, locale)} data-testid="class-sign-in">
        {intl.formatMessage(messages.signInToEnrol)}
      </Link>
    </p>
  );
  return (
    <article className={styles.page} aria-labelledby="class-title" data-testid="public-class">
      <ClassHeader view={view} enrol={signIn} />
      {view.sessions.length > 0 && (
        <section aria-labelledby="class-sessions-title" className={styles.page}>
          <h2 id="class-sessions-title" className={styles.sectionTitle}>{intl.formatMessage(messages.sessionsTitle)}</h2>
          <ul data-testid="public-class-sessions">
            {view.sessions.map((session) => (
              <li key={`${session.startsAt}-${session.title}`}>
                <span dir="auto">{session.title}</span> · {intl.formatMessage(messages.dates, { start: time.dateTime(session.startsAt), end: time.dateTime(session.endsAt) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
