import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EnrolButton, PreviewMask } from '@academy/ui';
import { api } from '../../app/api.ts';
import { withMessageArea } from '../../app/catalog.ts';
import { ClassOverview } from '../classInfo/ClassOverview.tsx';
import { LearnerSurveyList } from '../classInfo/surveys/LearnerSurveyList.tsx';
import { useSchoolTime } from './schoolTime.ts';
import { lecturingSchool, pageError } from './lecturingData.ts';

/**
 * preview-class?classId=: the class exactly as its learners' class view shows it (the same component, as an
 * enrolled learner), under the preview mask (nothing can be pressed). Drafts too: their managers may look them up.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const classId = new URL(request.url).searchParams.get('classId') ?? '';
  if (!/^\d{19}$/.test(classId)) throw data('Not found', { status: 404 });
  // The class view's messages are in the class-info area of the catalogue.
  const view = await withMessageArea('classInfo', () => api.classInfo({ params: { id: classId }, tenantId }).catch(pageError));
  return { schoolId: tenantId, view };
}

export function Component() {
  const { schoolId, view } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const time = useSchoolTime(view.timeZone);
  // A learner who has not enrolled yet sees the enrolment as it stands; the mask keeps it from being pressed.
  const enrolState = view.enrolState === 'enrolled' ? 'open' : view.enrolState;
  return (
    <>
      <PreviewMask />
      <ClassOverview
        view={view}
        schoolId={schoolId}
        asLearner
        enrol={<EnrolButton state={enrolState} opensAt={view.enrolOpensAt ? time.dateTime(view.enrolOpensAt) : undefined} seatsLeft={view.seatsLeft} onEnrol={() => {}} onUnenrol={() => {}} />}
        surveys={<LearnerSurveyList schoolId={schoolId} classId={view.id} timeZone={view.timeZone} base={`/classInfo/${schoolId}/class-view/${view.id}`} />}
      />
    </>
  );
}
