import type { Queryable } from '../../../db/index.ts';
import { iso } from '../access.ts';

type PostRow = {
  id: string; section_id: string; title: string; content: string; kind: 'post' | 'activity'; status: 'published' | 'pending'; author_id: string; author_name: string | null;
  created_at: Date | string; comments: number; capacity: number | null; enrolled: number; enrol_closes_at: Date | string | null; is_enrolled: boolean;
};
const toPost = (row: PostRow) => ({
  id: row.id,
  sectionId: row.section_id,
  title: row.title,
  content: row.content,
  kind: row.kind,
  status: row.status,
  author: { userId: row.author_id, name: row.author_name },
  createdAt: iso(row.created_at)!,
  comments: row.comments,
  activity: row.kind === 'activity' ? { capacity: row.capacity!, enrolled: row.enrolled, enrolClosesAt: iso(row.enrol_closes_at), isEnrolled: row.is_enrolled } : null,
});

// Posts a caller sees: the published ones, and their own waiting for review.
const SELECT_POSTS = `select p.*, coalesce(u.real_name, u.nick_name) as author_name,
    (select count(*)::int from community_comments c where c.post_id = p.id) as comments,
    (select count(*)::int from community_enrollments e where e.post_id = p.id) as enrolled,
    exists (select 1 from community_enrollments e where e.post_id = p.id and e.user_id = $2) as is_enrolled
  from community_posts p join users u on u.id = p.author_id
  where p.school_id = $1 and (p.status = 'published' or p.author_id = $2)`;

/** One page of the posts a caller sees, optionally of one section, or only their own (mine: published and waiting). */
export async function listPosts(db: Queryable, schoolId: string, me: string | null, filter: { sectionId?: string; mine: boolean }, limit: number, offset: number) {
  const author = filter.mine ? me : null;
  const rows = await db.query<PostRow>(`${SELECT_POSTS} and ($3::text is null or p.section_id = $3) and ($4::text is null or p.author_id = $4) order by p.created_at desc, p.id desc limit $5 offset $6`, [schoolId, me, filter.sectionId ?? null, author, limit, offset]);
  const [total] = await db.query<{ n: number }>(
    "select count(*)::int as n from community_posts p where p.school_id = $1 and (p.status = 'published' or p.author_id = $2) and ($3::text is null or p.section_id = $3) and ($4::text is null or p.author_id = $4)",
    [schoolId, me, filter.sectionId ?? null, author],
  );
  return { total: total?.n ?? 0, list: rows.map(toPost) };
}

export async function findPost(db: Queryable, schoolId: string, me: string | null, id: string) {
  const [row] = await db.query<PostRow>(`${SELECT_POSTS} and p.id = $3`, [schoolId, me, id]);
  return row ? toPost(row) : null;
}

export async function listComments(db: Queryable, postId: string) {
  const rows = await db.query<{ id: string; content: string; author_id: string; author_name: string | null; created_at: Date }>(
    'select c.*, coalesce(u.real_name, u.nick_name) as author_name from community_comments c join users u on u.id = c.author_id where c.post_id = $1 order by c.created_at, c.id',
    [postId],
  );
  return rows.map((row) => ({ id: row.id, content: row.content, author: { userId: row.author_id, name: row.author_name }, createdAt: iso(row.created_at)! }));
}

export async function listSections(db: Queryable, schoolId: string, me: string | null) {
  const rows = await db.query<{ id: string; name: string; name_en: string | null; subscribed: boolean; posts: number }>(
    `select s.id, s.name, s.name_en,
        exists (select 1 from community_subscriptions x where x.section_id = s.id and x.user_id = $2) as subscribed,
        (select count(*)::int from community_posts p where p.section_id = s.id and p.status = 'published') as posts
       from community_sections s where s.school_id = $1 order by s.position, s.id`,
    [schoolId, me],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en, subscribed: row.subscribed, posts: row.posts }));
}

export async function requireSection(db: Queryable, schoolId: string, id: string) {
  const [row] = await db.query('select 1 from community_sections where school_id = $1 and id = $2', [schoolId, id]);
  return Boolean(row);
}
