import type { Queryable } from '../db/index.ts';
import { sanitizeDescription } from '../modules/classes/sanitize.ts';
import { DEMO } from './demoIds.ts';

/** Hidden by the school in the demo: its page answers 403 (issue 31). */
export const HIDDEN_RESOURCE = '001-hidden-1';

/**
 * What resource pages show beyond the cards (issue 31): descriptions (through the server's sanitizer, as a real
 * write would), lecturers who are users of the school, the school that shared each shared course, one hidden course.
 */
export async function seedLearning(tx: Queryable) {
  const description = (en: string, zh: string) =>
    sanitizeDescription(`<p>${zh}</p><p>${en}</p><ul><li>看视频、读文档与文章 / Videos, documents and articles</li><li>按自己的节奏学习 / At your own pace</li></ul><p><a href="/portal/${DEMO.mainland}/more?type=1">更多课程 / More courses</a></p>`);
  await tx.query(
    `update resources set description_html = $2, lecturer_ids = $3 where school_id = $1 and content_kind in ('course', 'exam', 'live', 'shortVideo')`,
    [DEMO.mainland, description('What you will learn, step by step, with real examples.', '一步一步学会，配有真实案例。'), [DEMO.lecturer.id]],
  );
  await tx.query(
    `update resources set description_html = $2 where school_id = $1 and content_kind in ('knowledge', 'article', 'question', 'topic')`,
    [DEMO.mainland, description('A piece of the school’s knowledge base.', '学院知识库中的一篇。')],
  );
  // Shared courses of the mainland school come from the overseas one (read-only there).
  await tx.query(`update resources set origin_school_id = $2 where school_id = $1 and resource_type = 11`, [DEMO.mainland, DEMO.overseas]);
  await tx.query(
    `insert into resources (id, school_id, resource_type, content_kind, name, name_en, views, created_at, hidden) values ($1, $2, 1, 'course', '未发布课程', 'Unpublished course', 0, '2020-01-01', true)`,
    [HIDDEN_RESOURCE, DEMO.mainland],
  );
}

/** The demo video's length (scripts/make-demo-media.mjs) and the document's pages. */
export const DEMO_VIDEO_SECONDS = 8;
export const DEMO_DOCUMENT_PAGES = 3;

/**
 * Every course of the demo school is two chapters of lessons — a captioned video and a PDF, then an article — on
 * the committed demo media (apps/server/media); each document and article of the knowledge base is one lesson.
 */
export async function seedLessons(tx: Queryable) {
  const article = sanitizeDescription('<p>读到这里，本课就完成了。</p><p>Read to here and the lesson is done.</p><p>اقرأ حتى هنا لينتهي الدرس.</p>');
  const lesson = (kind: 'video' | 'pdf' | 'article', chapter: number, position: number, title: [string, string], chapterTitle: [string, string]) =>
    tx.query(
      `insert into course_lessons (id, school_id, resource_id, chapter, chapter_title, chapter_title_en, position, kind, title, title_en, media_file, caption_langs, duration_seconds, page_count, article_html)
       select r.id || '-l' || $4::int, r.school_id, r.id, $2, $5, $6, $4, $1, $7, $8, $9, $10, $11, $12, $13 from resources r where r.school_id = $3 and r.content_kind = any($14) and not r.hidden`,
      [kind, chapter, DEMO.mainland, position, chapterTitle[0], chapterTitle[1], title[0], title[1],
        kind === 'video' ? 'lesson-video.webm' : kind === 'pdf' ? 'lesson-document.pdf' : null, kind === 'video' ? ['zh_CN', 'en_US', 'ar_SA'] : [],
        kind === 'video' ? DEMO_VIDEO_SECONDS : null, kind === 'pdf' ? DEMO_DOCUMENT_PAGES : null, kind === 'article' ? article : null, ['course']],
    );
  const basics: [string, string] = ['第一章 入门', 'Chapter 1: Getting started'];
  await lesson('video', 1, 1, ['课程导览', 'Course tour'], basics);
  await lesson('pdf', 1, 2, ['讲义', 'Handout'], basics);
  await lesson('article', 2, 3, ['小结', 'Summary'], ['第二章 回顾', 'Chapter 2: Looking back']);
  await tx.query(
    `insert into course_lessons (id, school_id, resource_id, chapter, chapter_title, chapter_title_en, position, kind, title, title_en, media_file, page_count, article_html)
     select r.id || '-l1', r.school_id, r.id, 1, '正文', 'Text', 1, case when r.content_kind = 'knowledge' then 'pdf' else 'article' end, coalesce(r.name, r.name_en), r.name_en,
       case when r.content_kind = 'knowledge' then 'lesson-document.pdf' end, case when r.content_kind = 'knowledge' then $2::int end, case when r.content_kind = 'article' then $3 end
     from resources r where r.school_id = $1 and r.content_kind in ('knowledge', 'article') and not r.hidden`,
    [DEMO.mainland, DEMO_DOCUMENT_PAGES, article],
  );
}
