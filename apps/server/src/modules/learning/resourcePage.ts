import type { ResourceAction, ResourcePage } from '@academy/contract';
import { isResourceId } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { PAID_COURSE_SQL } from '../market/goods.ts';
import { toMinor } from '../market/money.ts';
import { toResource, type ResourceRow } from '../resources.ts';
import { examStanding, type ExamStanding } from '../exams/standing.ts';
import { resourceLive } from './resourceLive.ts';
import { topicResources } from './topicResources.ts';

export const learningRefusals = defineMessages({
  noResource: { id: 'server.learning.noResource', defaultMessage: 'No such resource in this school.' },
  hidden: { id: 'server.learning.hidden', defaultMessage: 'This resource is not open to learners.' },
  membersOnly: { id: 'server.learning.membersOnly', defaultMessage: 'This resource is for the school’s members only.' },
  mustBuy: { id: 'server.learning.mustBuy', defaultMessage: 'This course is sold: buy it to enrol.' },
  needsVip: { id: 'server.learning.needsVip', defaultMessage: 'This resource is for VIP members: get a VIP package to enrol.' },
  sharedReadOnly: { id: 'server.learning.sharedReadOnly', defaultMessage: 'This resource is shared by another school: it can be read here, not taken.' },
  noEnrolment: { id: 'server.learning.noEnrolment', defaultMessage: 'This resource needs no enrolment: open it.' },
});

/** Kinds a learner enrols in before learning; the others (documents, articles, videos, topics) open at once. */
const ENROLLED_KINDS = new Set(['course', 'exam', 'live', 'class']);

export type Row = ResourceRow & {
  school_id: string; description_html: string; lecturer_ids: string[]; origin_school_id: string | null; hidden: boolean; paid: boolean;
  origin_name: string | null; origin_name_en: string | null; open_school: boolean; live_lecture_id: string | null;
};

export type Viewer = { userId: string | null; role: string | null };

/**
 * The access rules of a resource page, in one place for the page and every call that acts on the resource:
 * unknown → 404; a school that is not open → sign in (visitor) or 403 (not a member); hidden → 403 but for the
 * school's administrators; members only → a visitor sees it with a sign-in prompt, a signed-in non-member gets 403.
 */
export async function findReadable(db: Queryable, schoolId: string, resourceId: string, viewer: Viewer): Promise<Row> {
  if (!isResourceId(resourceId)) throw notFound(learningRefusals.noResource);
  const [row] = await db.query<Row>(
    `select r.*, (${PAID_COURSE_SQL}) as paid, o.name as origin_name, o.name_en as origin_name_en, s.open_school
       from resources r join schools s on s.id = r.school_id left join schools o on o.id = r.origin_school_id
      where r.id = $1 and r.school_id = $2`,
    [resourceId, schoolId],
  );
  if (!row) throw notFound(learningRefusals.noResource);
  const member = viewer.role !== null;
  if (!row.open_school && !member) throw viewer.userId ? forbidden() : unauthorized();
  if (row.hidden && viewer.role !== 'admin') throw forbidden(learningRefusals.hidden);
  if (row.audience === 2 && viewer.userId && !member) throw forbidden(learningRefusals.membersOnly);
  return row;
}

export type Standing = { enrolled: boolean; vip: boolean; progress: number | null };

export async function standingOf(db: Queryable, row: Row, userId: string | null): Promise<Standing> {
  if (!userId) return { enrolled: false, vip: false, progress: null };
  const [standing] = await db.query<{ enrolled: boolean; vip: boolean; progress: number | null }>(
    `select exists (select 1 from enrollments e where e.school_id = $1 and e.user_id = $2 and e.resource_id = $3) as enrolled,
            exists (select 1 from vip_memberships v where v.school_id = $1 and v.user_id = $2 and v.expires_at > now()) as vip,
            -- Measured over the course's lessons when it has some (issue 31), else what the learning record holds.
            coalesce(
              (select floor(100.0 * count(lp.done_at) / count(*)) from course_lessons l
                 left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = $2 and lp.school_id = l.school_id
                where l.school_id = $1 and l.resource_id = $3 having count(*) > 0),
              (select p.progress from person_learning p where p.school_id = $1 and p.user_id = $2 and p.resource_id = $3))::int as progress`,
    [row.school_id, userId, row.id],
  );
  return standing!;
}

/** The one next step: read-only for a shared one; sign in; buy or get VIP; enrol; then start, continue or review. */
export function nextAction(row: Pick<Row, 'content_kind' | 'origin_school_id' | 'paid' | 'zone'>, viewer: { signedIn: boolean; member: boolean }, standing: Standing, lessonCount: number | null): ResourceAction {
  if (row.origin_school_id) return 'none';
  if (!viewer.signedIn) return 'signIn';
  if (!viewer.member) return 'none';
  if (!standing.enrolled) {
    if (row.paid) return 'buy';
    if (row.zone === 1 && !standing.vip) return 'buyVip';
    if (ENROLLED_KINDS.has(row.content_kind)) return 'enrol';
  }
  // Nothing to open yet (no lessons): the page says enrolled, with no action.
  if (!lessonCount) return 'none';
  const progress = standing.progress ?? 0;
  return progress >= 100 ? 'review' : progress > 0 ? 'continue' : 'start';
}

/**
 * An exam with rules (issue 33): a learner who may take it (enrolled, or in a class that teaches it) continues the
 * attempt in progress, starts one while attempts are left, else reviews the last; anyone else gets the usual steps.
 */
export function examAction(row: Pick<Row, 'content_kind' | 'origin_school_id' | 'paid' | 'zone'>, viewer: { signedIn: boolean; member: boolean }, standing: Standing, exam: ExamStanding): ResourceAction {
  if (row.origin_school_id || !viewer.signedIn || !viewer.member || !exam.canTake) return nextAction(row, viewer, standing, null);
  if (exam.open) return 'continue';
  if (exam.attemptsUsed < (exam.attemptsAllowed ?? 0)) return 'start';
  return exam.attemptsUsed > 0 ? 'review' : 'none';
}

/** Lessons of a course (null: none for this kind). */
async function countLessons(db: Queryable, schoolId: string, resourceId: string): Promise<number | null> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from course_lessons where school_id = $1 and resource_id = $2', [schoolId, resourceId]);
  return row && row.n > 0 ? row.n : null;
}

/** May the viewer open the resource's lessons: exactly when its page offers start, continue or review. */
export function canLearn(row: Row, viewer: Viewer, standing: Standing): boolean {
  return ['start', 'continue', 'review'].includes(nextAction(row, { signedIn: viewer.userId !== null, member: viewer.role !== null }, standing, 1));
}

export async function resourcePage(db: Queryable, schoolId: string, resourceId: string, viewer: Viewer): Promise<ResourcePage> {
  const row = await findReadable(db, schoolId, resourceId, viewer);
  const standing = await standingOf(db, row, viewer.userId);
  const lecturers = row.lecturer_ids.length
    ? await db.query<{ id: string; name: string | null; avatar_url: string | null }>(
        `select u.id, coalesce(u.real_name, u.nick_name) as name, u.avatar_url from unnest($1::text[]) with ordinality as l(id, n) join users u on u.id = l.id order by l.n`,
        [row.lecturer_ids],
      )
    : [];
  const lessonCount = await countLessons(db, schoolId, resourceId);
  const viewerFlags = { signedIn: viewer.userId !== null, member: viewer.role !== null };
  const exam = row.content_kind === 'exam' && viewer.userId ? await examStanding(db, schoolId, resourceId, viewer.userId) : null;
  return {
    resource: toResource({ ...row, enrolled: viewer.userId ? standing.enrolled : null }),
    descriptionHtml: row.description_html,
    sale: row.paid ? { amountMinor: toMinor(row.price!, row.currency!), currency: row.currency! } : null,
    lecturers: lecturers.map((user) => ({ userId: user.id, name: user.name, avatarUrl: user.avatar_url })),
    lessonCount,
    origin: row.origin_school_id ? { schoolId: row.origin_school_id, name: row.origin_name ?? row.origin_school_id, nameEn: row.origin_name_en } : null,
    viewer: { ...viewerFlags, enrolled: standing.enrolled, vip: standing.vip, progress: standing.progress },
    action: exam?.attemptsAllowed ? examAction(row, viewerFlags, standing, exam) : nextAction(row, viewerFlags, standing, lessonCount),
    live: await resourceLive(db, row, viewer),
    topicResources: await topicResources(db, row, viewer),
  };
}

/** Enrols the caller when the page would offer Enrol, with the reason in words otherwise. */
export async function enrolIn(db: Queryable, schoolId: string, resourceId: string, viewer: Viewer & { userId: string }) {
  const row = await findReadable(db, schoolId, resourceId, viewer);
  if (row.origin_school_id) throw new ApiError(409, learningRefusals.sharedReadOnly);
  if (!ENROLLED_KINDS.has(row.content_kind)) throw new ApiError(409, learningRefusals.noEnrolment);
  const standing = await standingOf(db, row, viewer.userId);
  if (standing.enrolled) return;
  if (row.paid) throw new ApiError(409, learningRefusals.mustBuy);
  if (row.zone === 1 && !standing.vip) throw new ApiError(409, learningRefusals.needsVip);
  await db.query('insert into enrollments (school_id, user_id, resource_id) values ($1, $2, $3) on conflict do nothing', [schoolId, viewer.userId, resourceId]);
}
