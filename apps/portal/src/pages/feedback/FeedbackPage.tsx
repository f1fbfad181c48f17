import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useNavigate, type LoaderFunctionArgs, data, redirect } from 'react-router';
import { isSchoolId, localizedName, loginUrl } from '@academy/rules';
import { currentLocale } from '../../app/currentLocale.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Feedback } from '../../features/Feedback.tsx';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  const [school, user] = await Promise.all([api.schoolDetails({ query: { schoolId } }), getSession()]);
  // Feedback needs a signed-in user (spec §2): sign in first, then come back here.
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  }
  return { school, user };
}

/** /feedback/{schoolId}: the feedback dialog on its own page; closing returns home. */
export function Component() {
  const { school, user } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const navigate = useNavigate();
  const { locale } = useLocaleControl();
  const [open, setOpen] = useState(true);
  const intl = useIntl();
  const home = `/portal/${school.id}`;
  return (
    <>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.feedback)}</h1>
      <Feedback
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate(home);
        }}
        schoolId={school.id}
        schoolName={localizedName(school, locale)}
        user={user}
        onDone={() => void navigate(home)}
      />
    </>
  );
}
