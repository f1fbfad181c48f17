import type { Hono } from 'hono';
import { endpoints, type EnrolRefusal } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { ApiError, notFound, unauthorized } from '../../../http/errors.ts';
import type { Words } from '../../../http/words.ts';
import type { Queryable } from '../../../db/index.ts';
import { register } from '../../../http/register.ts';
import { findSchool } from '../../schools.ts';
import { newNumericId } from '../../classes/ids.ts';
import { requireReadable } from '../access.ts';
import { moderatedWordsIn } from '@academy/rules';
import { moderationWords, requireClean } from './moderation.ts';
import { communityRefusals as refusals } from './refusals.ts';
import { findPost, listComments, listPosts, listSections, requireSection } from './queries.ts';

const noSection = () => notFound(refusals.noSection);
const noPost = () => notFound(refusals.noPost);
/** A 409 whose details name the reason, so a page can say it in the reader's language. */
const refused = (reason: EnrolRefusal, words: Words) => new ApiError(409, words, [{ path: 'reason', message: reason }]);

/**
 * A published activity of the school whose enrolment is still open, its row locked: concurrent enrolments and
 * cancellations of one activity take turns, so the capacity holds. 404 when there is none, 409 'closed' after closing.
 */
async function openActivity(tx: Queryable, schoolId: string, postId: string): Promise<{ capacity: number }> {
  const [post] = await tx.query<{ capacity: number; enrol_closes_at: Date | null }>(
    "select capacity, enrol_closes_at from community_posts where school_id = $1 and id = $2 and kind = 'activity' and status = 'published' for update",
    [schoolId, postId],
  );
  if (!post) throw notFound(refusals.noActivity);
  if (post.enrol_closes_at && new Date(post.enrol_closes_at).getTime() < Date.now()) throw refused('closed', refusals.closed);
  return post;
}

export function communityRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.communitySections, async ({ query, services, user, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    return listSections(services.db, query.schoolId, user?.userId ?? null);
  });

  register(app, endpoints.subscribeSection, async ({ query, params, services, user }) => {
    if (!(await requireSection(services.db, query.schoolId, params.id!))) throw noSection();
    await services.db.query('insert into community_subscriptions (school_id, section_id, user_id) values ($1, $2, $3) on conflict do nothing', [query.schoolId, params.id, user!.userId]);
    return { subscribed: true as const };
  });

  register(app, endpoints.unsubscribeSection, async ({ query, params, services, user }) => {
    if (!(await requireSection(services.db, query.schoolId, params.id!))) throw noSection();
    await services.db.query('delete from community_subscriptions where school_id = $1 and section_id = $2 and user_id = $3', [query.schoolId, params.id, user!.userId]);
    return { subscribed: false as const };
  });

  register(app, endpoints.communityPosts, async ({ query, services, user, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    if (query.mine && !user) throw unauthorized(refusals.signInForPosts);
    return listPosts(services.db, query.schoolId, user?.userId ?? null, { sectionId: query.sectionId, mine: Boolean(query.mine) }, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  });

  register(app, endpoints.communityPost, async ({ query, params, services, user, role }) => {
    await requireReadable(services.db, query.schoolId, role);
    const post = await findPost(services.db, query.schoolId, user?.userId ?? null, params.id!);
    if (!post) throw noPost();
    return { ...post, commentList: await listComments(services.db, post.id) };
  });

  register(app, endpoints.createPost, async ({ query, body, services, user }) => {
    const db = services.db;
    if (!(await requireSection(db, query.schoolId, body.sectionId))) throw noSection();
    await requireClean(db, query.schoolId, body.title, body.content);
    // open/content-review-switch: when on, a new post waits for review.
    const status = (await findSchool(db, query.schoolId)).content_review ? 'pending' : 'published';
    const id = newNumericId();
    await db.transaction(async (tx) => {
      await tx.query(
        'insert into community_posts (id, school_id, section_id, author_id, title, content, kind, capacity, enrol_closes_at, status) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [id, query.schoolId, body.sectionId, user!.userId, body.title, body.content, body.activity ? 'activity' : 'post', body.activity?.capacity ?? null, body.activity?.enrolClosesAt ?? null, status],
      );
    });
    return (await findPost(db, query.schoolId, user!.userId, id))!;
  });

  register(app, endpoints.createComment, async ({ query, params, body, services, user }) => {
    const db = services.db;
    const post = await findPost(db, query.schoolId, null, params.id!);
    if (!post) throw noPost();
    await requireClean(db, query.schoolId, body.content);
    const id = newNumericId();
    await db.query('insert into community_comments (id, school_id, post_id, author_id, content) values ($1, $2, $3, $4, $5)', [id, query.schoolId, post.id, user!.userId, body.content]);
    return (await listComments(db, post.id)).find((comment) => comment.id === id)!;
  });

  register(app, endpoints.enrollActivity, async ({ query, params, services, user }) => {
    return services.db.transaction(async (tx) => {
      const post = await openActivity(tx, query.schoolId, params.id!);
      const [count] = await tx.query<{ n: number; mine: boolean }>('select count(*)::int as n, bool_or(user_id = $2) as mine from community_enrollments where post_id = $1', [params.id, user!.userId]);
      if (count?.mine) throw refused('already', refusals.already);
      if ((count?.n ?? 0) >= post.capacity) throw refused('full', refusals.full);
      await tx.query('insert into community_enrollments (school_id, post_id, user_id) values ($1, $2, $3)', [query.schoolId, params.id, user!.userId]);
      return { enrolled: (count?.n ?? 0) + 1, capacity: post.capacity };
    });
  });

  register(app, endpoints.cancelActivityEnrollment, async ({ query, params, services, user }) => {
    return services.db.transaction(async (tx) => {
      // Until enrolment closes: after that the organiser counts on the list.
      const post = await openActivity(tx, query.schoolId, params.id!);
      const removed = await tx.query('delete from community_enrollments where post_id = $1 and user_id = $2 returning user_id', [params.id, user!.userId]);
      if (!removed.length) throw refused('notEnrolled', refusals.notEnrolled);
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from community_enrollments where post_id = $1', [params.id]);
      return { enrolled: count?.n ?? 0, capacity: post.capacity };
    });
  });

  register(app, endpoints.textModeration, async ({ query, body, services }) => {
    const words = moderatedWordsIn(body.text, await moderationWords(services.db, query.schoolId));
    return { allowed: words.length === 0, words };
  });
}
