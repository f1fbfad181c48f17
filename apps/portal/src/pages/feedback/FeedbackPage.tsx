import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs, data } from 'react-router';
import { isSchoolId, localizedName } from '@academy/rules';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Feedback } from '../../features/Feedback.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  const [school, user] = await Promise.all([api.schoolDetails({ query: { schoolId } }), getSession()]);
  if (!user) throw data('Sign in', { status: 403 });
  return { school, user };
}

/** /feedback/{schoolId} and /complaintReport/{schoolId}: the feedback dialog on its own page; closing returns home. */
export function Component() {
  const { school, user } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const navigate = useNavigate();
  const { locale } = useLocaleControl();
  const [open, setOpen] = useState(true);
  const home = `/portal/${school.id}`;
  return (
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
  );
}
