import { useIntl } from 'react-intl';
import { data, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { communityHomePath, isCommunityRowId, loginUrl } from '@academy/rules';
import { Avatar, Badge, Banner, Link, TimeAgo, contentProps, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { usePageSchoolTimeZone } from '../../layouts/pageSchool.ts';
import { communityMessages as messages } from './community.messages.ts';
import { asRoutingError, communitySchoolId } from './communityData.ts';
import { ActivityEnrol } from './ActivityEnrol.tsx';
import { CommentForm } from './CommentForm.tsx';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './community.css.ts';

/** /portal/{schoolId}/community/post/{postId}: one post, its activity, its comments and a new comment. */
export async function loader({ params }: LoaderFunctionArgs) {
  const schoolId = communitySchoolId(params.schoolId);
  if (!isCommunityRowId(params.postId)) throw data('Not found', { status: 404 });
  const [post, user] = await Promise.all([api.communityPost({ params: { id: params.postId }, query: { schoolId } }).catch(asRoutingError), getSession()]);
  return { schoolId, post, signedIn: Boolean(user) };
}

export function Component() {
  const { schoolId, post, signedIn } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const revalidator = useRevalidator();
  // An activity's deadline is on the school's clock (decision 0039).
  const timeZone = usePageSchoolTimeZone();
  const nameOf = (author: { name: string | null }) => author.name ?? intl.formatMessage(messages.aMember);

  return (
    <article className={styles.article} aria-labelledby="community-post-title">
      <div>
        <Link href={communityHomePath(schoolId, { sectionId: post.sectionId })}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <h1 id="community-post-title" {...contentProps(layout.pageTitle)}>{post.title}</h1>
      <div className={styles.meta}>
        {post.status === 'pending' && <Badge tone="warning">{intl.formatMessage(messages.pending)}</Badge>}
        {post.activity && <Badge tone="brand">{intl.formatMessage(messages.activity)}</Badge>}
        <span className={styles.author}>
          <Avatar user={{ realName: post.author.name }} size="small" decorative />
          <span>{intl.formatMessage(messages.byAuthor, { name: isolate(nameOf(post.author)) })}</span>
        </span>
        <TimeAgo time={post.createdAt} />
      </div>
      {post.status === 'pending' && <Banner tone="info">{intl.formatMessage(messages.pendingNotice)}</Banner>}
      <div {...contentProps(styles.body, { paragraph: true })}>{post.content}</div>
      {post.activity && <ActivityEnrol schoolId={schoolId} postId={post.id} activity={post.activity} timeZone={timeZone} signedIn={signedIn} onChange={() => void revalidator.revalidate()} />}

      <section className={layout.stack} aria-labelledby="community-comments">
        <h2 id="community-comments" className={layout.sectionTitle}>
          {intl.formatMessage(messages.commentsHeading)} <span className={layout.muted}>({intl.formatNumber(post.commentList.length)})</span>
        </h2>
        {post.commentList.length === 0 ? (
          <p className={layout.muted}>{intl.formatMessage(messages.noComments)}</p>
        ) : (
          <ol className={styles.list} data-testid="community-comments">
            {post.commentList.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <div className={styles.meta}>
                  <span className={styles.author}>
                    <Avatar user={{ realName: comment.author.name }} size="small" decorative />
                    <span dir="auto">{nameOf(comment.author)}</span>
                  </span>
                  <TimeAgo time={comment.createdAt} />
                </div>
                <p {...contentProps(styles.body, { paragraph: true })}>{comment.content}</p>
              </li>
            ))}
          </ol>
        )}
        {signedIn && post.status === 'published' ? (
          <CommentForm schoolId={schoolId} postId={post.id} onCommented={() => void revalidator.revalidate()} />
        ) : !signedIn ? (
          <div>
            <Link href={loginUrl(`${location.pathname}${location.search}`, locale)}>{intl.formatMessage(messages.signInToAct)}</Link>
          </div>
        ) : null}
      </section>
    </article>
  );
}
