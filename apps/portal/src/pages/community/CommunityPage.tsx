import { useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useLocation, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { CommunityPost } from '@academy/contract';
import { COMMUNITY_QUERY, communityHomePath, communityPostPath, isCommunityRowId, localizedName, loginUrl, pageNumberFrom } from '@academy/rules';
import { Badge, Banner, Button, EmptyState, Link, Pagination, TimeAgo, contentProps, isolate, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { communityMessages as messages } from './community.messages.ts';
import { PAGE_SIZE, asRoutingError, communitySchoolId } from './communityData.ts';
import { NewPostForm } from './NewPostForm.tsx';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './community.css.ts';

/** /portal/{schoolId}/community?section=&mine=1&page=: the sections, the posts (filtered, paged) and a new post. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = communitySchoolId(params.schoolId);
  const url = new URL(request.url);
  const section = url.searchParams.get(COMMUNITY_QUERY.section);
  const sectionId = isCommunityRowId(section) ? section : null;
  const mine = url.searchParams.get(COMMUNITY_QUERY.mine) === '1';
  const page = pageNumberFrom(url.searchParams.get(COMMUNITY_QUERY.page));
  const user = await getSession();
  if (mine && !user) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  const [sections, posts] = await Promise.all([
    api.communitySections({ query: { schoolId } }),
    api.communityPosts({ query: { schoolId, pageNumber: page, pageSize: PAGE_SIZE, ...(sectionId ? { sectionId } : {}), ...(mine ? { mine: '1' as const } : {}) } }),
  ]).catch(asRoutingError);
  return { schoolId, sections, posts, filter: { sectionId, mine, page }, signedIn: Boolean(user) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { schoolId, sections, posts, filter, signedIn } = useLoaderData<Data>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [toggling, setToggling] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const nameOf = (section: Data['sections'][number]) => localizedName(section, locale);
  const current = sections.find((section) => section.id === filter.sectionId);
  const heading = filter.mine ? intl.formatMessage(messages.myPosts) : current ? intl.formatMessage(messages.postsIn, { name: nameOf(current) }) : intl.formatMessage(messages.postsHeading);

  const toggle = async (section: Data['sections'][number]) => {
    setToggling(section.id);
    try {
      const call = section.subscribed ? api.unsubscribeSection : api.subscribeSection;
      await call({ params: { id: section.id }, query: { schoolId } });
      toast.show(intl.formatMessage(section.subscribed ? messages.unsubscribed : messages.subscribed, { name: nameOf(section) }), 'success');
      await revalidator.revalidate();
    } catch {
      toast.show(intl.formatMessage(messages.failed), 'error');
    } finally {
      setToggling(null);
    }
  };
  const published = (post: CommunityPost) => {
    setWaiting(post.status === 'pending');
    void revalidator.revalidate();
  };

  const filterLink = (label: string, href: string, isCurrent: boolean) => (
    <Link href={href} aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? styles.current : undefined}>{label}</Link>
  );

  return (
    <div className={layout.stack}>
      <div>
        <h1 className={layout.pageTitle}>{intl.formatMessage(messages.heading)}</h1>
        <p className={layout.muted}>{intl.formatMessage(messages.intro)}</p>
      </div>
      <div className={styles.columns}>
        <aside className={styles.aside} aria-labelledby="community-sections">
          <h2 id="community-sections" className={layout.sectionTitle}>{intl.formatMessage(messages.sectionsHeading)}</h2>
          <nav aria-label={intl.formatMessage(messages.filterLabel)}>
            <ul className={styles.list}>
              <li>{filterLink(intl.formatMessage(messages.allPosts), communityHomePath(schoolId), !filter.sectionId && !filter.mine)}</li>
              {signedIn && <li>{filterLink(intl.formatMessage(messages.myPosts), communityHomePath(schoolId, { mine: true }), filter.mine)}</li>}
              {sections.map((section) => (
                <li key={section.id} className={styles.sectionRow} data-testid={`section-${section.id}`}>
                  <span className={styles.sectionName}>
                    {filterLink(nameOf(section), communityHomePath(schoolId, { sectionId: section.id }), filter.sectionId === section.id)}
                    <span className={layout.muted}>{intl.formatMessage(messages.sectionPosts, { count: section.posts })}</span>
                  </span>
                  {signedIn && (
                    <Button
                      size="sm"
                      variant={section.subscribed ? 'secondary' : 'primary'}
                      isPending={toggling === section.id}
                      aria-label={intl.formatMessage(section.subscribed ? messages.unsubscribeFrom : messages.subscribeTo, { name: nameOf(section) })}
                      onPress={() => void toggle(section)}
                    >
                      {intl.formatMessage(section.subscribed ? messages.unsubscribe : messages.subscribe)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className={styles.main}>
          <section className={layout.stack} aria-labelledby="community-posts">
            <h2 id="community-posts" className={layout.sectionTitle}>{heading}</h2>
            {posts.list.length === 0 ? (
              <EmptyState title={intl.formatMessage(messages.noPosts)} description={intl.formatMessage(messages.noPostsHint)} headingLevel={3} />
            ) : (
              <ul className={styles.list} data-testid="community-posts">
                {posts.list.map((post) => <PostCard key={post.id} schoolId={schoolId} post={post} />)}
              </ul>
            )}
            {posts.total > PAGE_SIZE && (
              <Pagination
                page={filter.page}
                totalItems={posts.total}
                pageSize={PAGE_SIZE}
                aria-label={intl.formatMessage(messages.pages)}
                onChange={(page) => void navigate(communityHomePath(schoolId, { sectionId: filter.sectionId, mine: filter.mine, page }))}
              />
            )}
          </section>
          <section className={layout.stack} aria-labelledby="community-new-post">
            <h2 id="community-new-post" className={layout.sectionTitle}>{intl.formatMessage(messages.newPostHeading)}</h2>
            {waiting && <Banner tone="info" onClose={() => setWaiting(false)}>{intl.formatMessage(messages.pendingNotice)}</Banner>}
            {signedIn ? (
              <NewPostForm schoolId={schoolId} sections={sections} sectionId={filter.sectionId} onPublished={published} />
            ) : (
              <div>
                <Link href={loginUrl(`${location.pathname}${location.search}`, locale)}>{intl.formatMessage(messages.signInToWrite)}</Link>
              </div>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function PostCard({ schoolId, post }: { schoolId: string; post: CommunityPost }) {
  const intl = useIntl();
  return (
    <li className={styles.card} data-testid={`post-${post.id}`}>
      <Link href={communityPostPath(schoolId, post.id)} className={styles.cardTitle}>
        <span {...contentProps(null, { lines: 2 })}>{post.title}</span>
      </Link>
      <p {...contentProps(styles.excerpt, { lines: 2 })}>{post.content}</p>
      <div className={styles.meta}>
        {post.status === 'pending' && <Badge tone="warning">{intl.formatMessage(messages.pending)}</Badge>}
        {post.activity && <Badge tone="brand">{intl.formatMessage(messages.activity)}</Badge>}
        {post.activity && <span>{intl.formatMessage(messages.places, { enrolled: post.activity.enrolled, capacity: post.activity.capacity })}</span>}
        <span>{intl.formatMessage(messages.byAuthor, { name: isolate(post.author.name ?? intl.formatMessage(messages.aMember)) })}</span>
        <TimeAgo time={post.createdAt} />
        <span>{intl.formatMessage(messages.comments, { count: post.comments })}</span>
      </div>
    </li>
  );
}
