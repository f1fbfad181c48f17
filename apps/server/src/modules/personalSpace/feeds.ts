import type { ResponseOf, Endpoints } from '@academy/contract';
import { resourcePath, type ResourceContentKind } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { pageWindow, PERSON_COLUMNS, publicName, type PersonColumns } from './people.ts';

type Paging = { pageNumber: number; pageSize: number };
type Activity = ResponseOf<Endpoints['personDynamics']>['list'][number];
type Work = ResponseOf<Endpoints['personWorks']>['list'][number];
type LearningRecord = ResponseOf<Endpoints['learningProcess']>['list'][number];
type PersonRow = ResponseOf<Endpoints['fanList']>['list'][number];

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** Where an entry leads: a class (ref kind 'classView') to its class view, a resource to its own page (issue 31). */
export function hrefOf(schoolId: string, ref: { kind: string | null; id: string | null }): string | null {
  if (!ref.id || !ref.kind) return null;
  if (ref.kind === 'classView') return `/portal/${schoolId}/class-view/${ref.id}`;
  return resourcePath(schoolId, { id: ref.id, contentKind: ref.kind as ResourceContentKind });
}

/** Runs a feed (a `with feed as (…)` query's body) as one page and its total. */
async function paged<T>(db: Queryable, feed: string, order: string, params: unknown[], paging: Paging, toRow: (row: any) => T) {
  const { limit, offset } = pageWindow(paging);
  const n = params.length;
  const rows = await db.query(`with feed as (${feed}) select * from feed order by ${order} limit $${n + 1} offset $${n + 2}`, [...params, limit, offset]);
  const [count] = await db.query<{ total: number }>(`with feed as (${feed}) select count(*)::int as total from feed`, params);
  return { total: count?.total ?? 0, pageNumber: paging.pageNumber, pageSize: paging.pageSize, list: rows.map(toRow) };
}

/** A class exam is a resource or a courseware item of its class: its name from either. */
const EXAM_TITLE = `coalesce(r.name, (select w.courseware_name from class_courseware w where w.class_id = x.class_id and w.courseware_uuid = x.exam_id), x.exam_id)`;

/**
 * A person's activity: what the activity log records (posts, finished courses outside classes) and what the class
 * tables already know (certificates, passed exams, finished courseware, fully learned courses), newest first.
 */
const DYNAMICS = `
  select a.id, a.kind, a.title, r.name_en as title_en, r.content_kind as ref_kind, a.resource_id as ref_id, r.name as ref_name, a.occurred_at
    from person_activities a left join resources r on r.id = a.resource_id where a.school_id = $1 and a.user_id = $2
  union all
  select 'cert-' || c.id, 'certificate', c.title, c.title_en, 'classView', c.id, c.title, cc.issued_at
    from class_certificates cc join classes c on c.id = cc.class_id where cc.school_id = $1 and cc.user_id = $2
  union all
  select 'exam-' || x.id, 'examPassed', ${EXAM_TITLE}, r.name_en, case when x.class_id is null then 'exam' else 'classView' end, coalesce(x.class_id, x.exam_id), null, coalesce(x.finished_at, x.started_at)
    from class_exam_attempts x left join resources r on r.id = x.exam_id where x.school_id = $1 and x.user_id = $2 and x.state = 'passed'
  union all
  select 'cw-' || p.class_id || '-' || p.courseware_uuid, 'coursewareFinished', w.courseware_name, null, 'classView', p.class_id, null, p.completed_at
    from class_courseware_progress p join class_courseware w on w.class_id = p.class_id and w.courseware_uuid = p.courseware_uuid
    where p.school_id = $1 and p.user_id = $2 and p.completed_at is not null
  union all
  select 'learn-' || l.resource_id, 'courseFinished', r.name, r.name_en, r.content_kind, r.id, r.name, l.last_studied_at
    from person_learning l join resources r on r.id = l.resource_id where l.school_id = $1 and l.user_id = $2 and l.progress = 100 and r.content_kind = 'course'`;

export function dynamicsPage(db: Queryable, schoolId: string, userId: string, paging: Paging) {
  return paged<Activity>(db, DYNAMICS, 'occurred_at desc, id', [schoolId, userId], paging, (row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title ?? '',
    titleEn: row.title_en ?? null,
    href: hrefOf(schoolId, { kind: row.ref_kind, id: row.ref_id }),
    occurredAt: iso(row.occurred_at),
  }));
}

export const WORK_KINDS = "('article', 'shortVideo', 'question')";

export function worksPage(db: Queryable, schoolId: string, userId: string, paging: Paging) {
  const feed = `select id, content_kind, coalesce(name, name_en, '') as name, name_en, cover_url, views, created_at from resources where school_id = $1 and author_user_id = $2 and content_kind in ${WORK_KINDS}`;
  return paged<Work>(db, feed, 'created_at desc, id', [schoolId, userId], paging, (row) => ({
    id: row.id,
    kind: row.content_kind,
    title: row.name,
    titleEn: row.name_en ?? null,
    coverUrl: row.cover_url,
    views: Number(row.views),
    publishedAt: iso(row.created_at),
    href: hrefOf(schoolId, { kind: row.content_kind, id: row.id })!,
  }));
}

/**
 * Learning history: resources studied outside classes (person_learning), classes the person is enrolled in (their
 * progress, last studied at their newest courseware progress) and exam attempts in classes.
 */
const LEARNING = `
  select * from (
    select 'r-' || l.resource_id as id, r.content_kind as type, coalesce(r.name, r.name_en, '') as title, r.name_en as title_en, l.progress::int as progress, l.last_studied_at, r.content_kind as ref_kind, r.id as ref_id
      from person_learning l join resources r on r.id = l.resource_id
      where l.school_id = $1 and l.user_id = $2 and r.content_kind in ('course', 'exam', 'live', 'knowledge')
    union all
    select 'c-' || e.class_id, 'class', c.title, c.title_en, e.progress::int,
        coalesce((select max(p.last_studied_at) from class_courseware_progress p where p.class_id = e.class_id and p.user_id = e.user_id), e.enrolled_at), 'classView', c.id
      from class_enrolments e join classes c on c.id = e.class_id where e.school_id = $1 and e.user_id = $2 and e.status = 1
    union all
    select 'x-' || x.id, 'exam', ${EXAM_TITLE}, r.name_en, case when x.state = 'inProgress' then 0 else 100 end, coalesce(x.finished_at, x.started_at),
        case when x.class_id is null then 'exam' else 'classView' end, coalesce(x.class_id, x.exam_id)
      from class_exam_attempts x left join resources r on r.id = x.exam_id where x.school_id = $1 and x.user_id = $2
  ) h where ($3::text is null or h.type = $3) and ($4::timestamptz is null or h.last_studied_at >= $4)`;

export function learningPage(db: Queryable, schoolId: string, userId: string, filters: { type?: string; days?: number }, paging: Paging, now = Date.now()) {
  const since = filters.days ? new Date(now - filters.days * 86_400_000) : null;
  return paged<LearningRecord>(db, LEARNING, 'last_studied_at desc, id', [schoolId, userId, filters.type ?? null, since], paging, (row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    titleEn: row.title_en ?? null,
    progress: Number(row.progress),
    lastStudiedAt: iso(row.last_studied_at),
    href: hrefOf(schoolId, { kind: row.ref_kind, id: row.ref_id }),
  }));
}

/** A person row for the caller: their name, avatar, and whether the caller follows them. */
export function personRow(row: PersonColumns & { is_focus: boolean; followed_at: unknown }, callerId: string): PersonRow {
  return { userId: row.user_id, name: publicName(row), avatarUrl: row.avatar_url, isFocus: Boolean(row.is_focus), isSelf: row.user_id === callerId, followedAt: iso(row.followed_at) };
}

/** Does the caller (the query's parameter `caller`) follow the listed person `u`. */
const isFocus = (caller: string) => `exists (select 1 from person_follows me where me.school_id = $1 and me.follower_id = ${caller} and me.followee_id = u.id) as is_focus`;

/** Followers (`direction` fans) or followees (focus) of a person, valid members only, newest first. */
export function peoplePage(db: Queryable, schoolId: string, userId: string, callerId: string, direction: 'fans' | 'focus', paging: Paging) {
  const [mine, theirs] = direction === 'fans' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const feed = `select ${PERSON_COLUMNS}, f.created_at as followed_at, ${isFocus('$3')}
    from person_follows f join members m on m.school_id = f.school_id and m.user_id = f.${theirs} and m.is_valid join users u on u.id = f.${theirs}
    where f.school_id = $1 and f.${mine} = $2`;
  return paged(db, feed, 'followed_at desc, user_id', [schoolId, userId, callerId], paging, (row) => personRow(row, callerId));
}

/** The school's followers, valid members only, newest first. */
export function schoolFansPage(db: Queryable, schoolId: string, callerId: string, paging: Paging) {
  const feed = `select ${PERSON_COLUMNS}, s.created_at as followed_at, ${isFocus('$2')}
    from school_follows s join members m on m.school_id = s.school_id and m.user_id = s.user_id and m.is_valid join users u on u.id = s.user_id
    where s.school_id = $1`;
  return paged(db, feed, 'followed_at desc, user_id', [schoolId, callerId], paging, (row) => personRow(row, callerId));
}
