import type { LearnerLive, ResourcePage } from '@academy/contract';
import { api } from '../../app/api.ts';
import { LearnerLiveCard, type LiveReminder } from '../classInfo/LiveLecturesPanel.tsx';

/** A live of the portal is booked (spec §7 live appointment); batchSelectIsAppointment answers from the same rows. */
const booking: LiveReminder = {
  set: (id, schoolId) => api.bookLive({ params: { id }, query: { schoolId } }),
  unset: (id, schoolId) => api.unbookLive({ params: { id }, query: { schoolId } }),
};

/**
 * The state of a live resource under its header (issue 31): a lecture of one of the viewer's classes is the class
 * page's own card (Join in the window, Remind me, the replay); any other live shows when it is, live now or ended,
 * and members book it. There is no room to join without the class, so no Join (the server would refuse it too).
 */
export function LiveResourceCard({ page, schoolId, title }: { page: ResourcePage; schoolId: string; title: string }) {
  const { live } = page;
  if (!live) return null;
  if (live.lecture) return <LearnerLiveCard live={live.lecture} schoolId={schoolId} headingLevel={2} />;
  if (!live.startsAt) return null;
  const own: LearnerLive = {
    id: page.resource.id, classId: '', classTitle: '', title, lecturerName: page.lecturers[0]?.name ?? null,
    startsAt: live.startsAt, endsAt: live.startsAt, status: live.status, joinOpensAt: live.startsAt, joinable: false,
    room: 'none', replayUrl: null, reminded: live.reminded ?? false, timeZone: live.timeZone,
  };
  return <LearnerLiveCard live={own} schoolId={schoolId} headingLevel={2} reminder={page.viewer.member && !page.origin ? booking : null} />;
}
