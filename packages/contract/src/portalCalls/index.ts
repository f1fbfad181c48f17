/** The remaining portal calls of spec §7 (issue 22): search lists, home widgets, live schedule, community. */
import { communityEndpoints } from './community.ts';
import { liveScheduleEndpoints } from './liveSchedule.ts';
import { portalWidgetEndpoints } from './portalWidgets.ts';
import { searchEndpoints } from './search.ts';

export { CommunityComment, CommunityPost, CommunitySection, ENROL_REFUSALS, ModerationResult, NewPost, type EnrolRefusal } from './community.ts';
export { ScheduledLive } from './liveSchedule.ts';
export { HonorEntry, HonorQuery } from './portalWidgets.ts';
export { CategoryNode, ExamTicket, LearningMap, SearchFacet } from './search.ts';

export const portalCallEndpoints = { ...searchEndpoints, ...portalWidgetEndpoints, ...liveScheduleEndpoints, ...communityEndpoints } as const;
