import type { CourseLesson, CourseOutline, LessonProgressBody } from '@academy/contract';
import { isResourceId } from '@academy/rules';
import type { Database, Queryable } from '../../db/index.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { recordProgress } from '../classInfo/progress.ts';
import { awardLessonPoints } from './lessonPoints.ts';
import { canLearn, findReadable, standingOf, type Viewer } from './resourcePage.ts';
import { coursePercent, creditVideo, lessonPercent, videoDone } from './progressRules.ts';

const refusals = defineMessages({
  noLesson: { id: 'server.learning.noLesson', defaultMessage: 'No such lesson in this school.' },
  notYours: { id: 'server.learning.notYours', defaultMessage: 'Enrol in this course (or buy it) to open its lessons.' },
  wrongKind: { id: 'server.learning.wrongKind', defaultMessage: 'This report does not fit the lesson: a video reports what was played, a document its page, an article its end.' },
});

export type LessonRow = {
  id: string; school_id: string; resource_id: string; chapter: number; chapter_title: string; chapter_title_en: string | null; position: number;
  kind: CourseLesson['kind']; title: string; title_en: string | null; media_file: string | null; caption_langs: CourseLesson['captionLangs'];
  duration_seconds: number | null; page_count: number | null; article_html: string | null;
};
type ProgressRow = { watched_seconds: number[]; position_seconds: number; max_page: number; last_page: number; read_to_end: boolean; done_at: Date | string | null; elapsed: number };

const toLesson = (lesson: LessonRow, progress: ProgressRow | undefined): CourseLesson => {
  const measured = { watched: progress?.watched_seconds.length ?? 0, maxPage: progress?.max_page ?? 0, readToEnd: progress?.read_to_end ?? false, done: Boolean(progress?.done_at) };
  return {
    id: lesson.id, chapter: lesson.chapter, chapterTitle: lesson.chapter_title, chapterTitleEn: lesson.chapter_title_en, position: lesson.position, kind: lesson.kind,
    title: lesson.title, titleEn: lesson.title_en, durationSeconds: lesson.duration_seconds, pageCount: lesson.page_count, captionLangs: lesson.caption_langs,
    articleHtml: lesson.kind === 'article' ? lesson.article_html : null, done: measured.done, progress: lessonPercent(lesson, measured),
    positionSeconds: progress?.position_seconds ?? 0, lastPage: progress?.last_page ?? 0,
  };
};

/** The course of a resource page the viewer may learn (else 403, in the page's words), its rules checked first. */
async function learnable(db: Queryable, schoolId: string, resourceId: string, viewer: Viewer & { userId: string }) {
  const row = await findReadable(db, schoolId, resourceId, viewer);
  if (!canLearn(row, viewer, await standingOf(db, row, viewer.userId))) throw forbidden(refusals.notYours);
  return row;
}

/** A lesson of the school the viewer may learn: unknown → 404, its course closed to them → 403. */
export async function learnableLesson(db: Queryable, schoolId: string, lessonId: string, viewer: Viewer & { userId: string }): Promise<LessonRow> {
  const [lesson] = isResourceId(lessonId) ? await db.query<LessonRow>('select * from course_lessons where id = $1 and school_id = $2', [lessonId, schoolId]) : [];
  if (!lesson) throw notFound(refusals.noLesson);
  await learnable(db, schoolId, lesson.resource_id, viewer);
  return lesson;
}

const PROGRESS_COLUMNS = `watched_seconds, position_seconds, max_page, last_page, read_to_end, done_at, extract(epoch from now() - credited_at)::float8 as elapsed`;

export async function courseOutline(db: Queryable, schoolId: string, resourceId: string, viewer: Viewer & { userId: string }): Promise<CourseOutline> {
  await learnable(db, schoolId, resourceId, viewer);
  const lessons = await db.query<LessonRow>('select * from course_lessons where school_id = $1 and resource_id = $2 order by position', [schoolId, resourceId]);
  const progress = await db.query<ProgressRow & { lesson_id: string }>(
    `select lesson_id, ${PROGRESS_COLUMNS} from lesson_progress where school_id = $1 and user_id = $2 and lesson_id = any($3::text[])`,
    [schoolId, viewer.userId, lessons.map((lesson) => lesson.id)],
  );
  const byLesson = new Map(progress.map((row) => [row.lesson_id, row]));
  const list = lessons.map((lesson) => toLesson(lesson, byLesson.get(lesson.id)));
  const [last] = await db.query<{ last_lesson_id: string | null }>('select last_lesson_id from person_learning where school_id = $1 and user_id = $2 and resource_id = $3', [schoolId, viewer.userId, resourceId]);
  return { resourceId, lessons: list, progress: coursePercent(list.filter((lesson) => lesson.done).length, list.length), lastLessonId: last?.last_lesson_id ?? null };
}

/**
 * One report, merged under the progress row's lock (two tabs, a reload: nothing lost, nothing counted twice). Then
 * the course's progress goes to the learner's learning record and to the courseware item of every class they are
 * enrolled in that teaches this course (training and class progress are computed from it).
 */
export async function reportProgress(db: Database, schoolId: string, lessonId: string, viewer: Viewer & { userId: string }, report: LessonProgressBody) {
  const lesson = await learnableLesson(db, schoolId, lessonId, viewer);
  if (report.kind !== lesson.kind) throw new ApiError(422, refusals.wrongKind);
  return db.transaction(async (tx) => {
    await tx.query('insert into lesson_progress (school_id, user_id, lesson_id) values ($1, $2, $3) on conflict do nothing', [schoolId, viewer.userId, lessonId]);
    const [now] = await tx.query<ProgressRow>(`select ${PROGRESS_COLUMNS} from lesson_progress where school_id = $1 and user_id = $2 and lesson_id = $3 for update`, [schoolId, viewer.userId, lessonId]);
    const current = now!;
    let watched = current.watched_seconds;
    let done = Boolean(current.done_at);
    let position = current.position_seconds;
    let maxPage = current.max_page;
    let lastPage = current.last_page;
    let readToEnd = current.read_to_end;
    if (report.kind === 'video') {
      const duration = lesson.duration_seconds!;
      watched = creditVideo(current.watched_seconds, report.played, duration, current.elapsed);
      position = Math.min(duration, Math.floor(report.positionSeconds));
      done ||= videoDone(watched.length, duration);
    } else if (report.kind === 'pdf') {
      lastPage = Math.min(report.page, lesson.page_count!);
      maxPage = Math.max(maxPage, lastPage);
      done ||= maxPage >= lesson.page_count!;
    } else {
      readToEnd = true;
      done = true;
    }
    const credited = watched.length !== current.watched_seconds.length;
    const [saved] = await tx.query<ProgressRow>(
      `update lesson_progress set watched_seconds = $4, position_seconds = $5, max_page = $6, last_page = $7, read_to_end = $8,
         done_at = coalesce(done_at, case when $9 then now() end), credited_at = case when $10 or $11 = 'video' then now() else credited_at end, updated_at = now()
       where school_id = $1 and user_id = $2 and lesson_id = $3 returning ${PROGRESS_COLUMNS}`,
      [schoolId, viewer.userId, lessonId, watched, position, maxPage, lastPage, readToEnd, done, credited, report.kind],
    );
    const [course] = await tx.query<{ done: number; total: number }>(
      `select count(*) filter (where p.done_at is not null)::int as done, count(*)::int as total from course_lessons l
         left join lesson_progress p on p.lesson_id = l.id and p.user_id = $2 and p.school_id = l.school_id
        where l.school_id = $1 and l.resource_id = $3`,
      [schoolId, viewer.userId, lesson.resource_id],
    );
    const progress = coursePercent(course!.done, course!.total);
    await tx.query(
      `insert into person_learning (school_id, user_id, resource_id, progress, last_studied_at, last_lesson_id) values ($1, $2, $3, $4, now(), $5)
       on conflict (school_id, user_id, resource_id) do update set progress = excluded.progress, last_studied_at = now(), last_lesson_id = excluded.last_lesson_id`,
      [schoolId, viewer.userId, lesson.resource_id, progress, lessonId],
    );
    const classes = await tx.query<{ class_id: string }>(
      `select w.class_id from class_courseware w join class_enrolments e on e.class_id = w.class_id and e.user_id = $2 and e.status = 1
        where w.school_id = $1 and w.courseware_uuid = $3 and w.courseware_type = 1`,
      [schoolId, viewer.userId, lesson.resource_id],
    );
    for (const { class_id: classId } of classes) await recordProgress(tx, { schoolId, classId, userId: viewer.userId, coursewareUuid: lesson.resource_id, progress, positionSeconds: 0 });
    // A finished lesson earns its points here, in the write that finished it; the client cannot claim them.
    const points = saved!.done_at ? await awardLessonPoints(tx, schoolId, viewer.userId, lessonId) : null;
    return { lesson: toLesson(lesson, saved), course: { progress, lastLessonId: lessonId }, points };
  });
}
