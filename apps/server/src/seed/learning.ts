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
