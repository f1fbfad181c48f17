import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ApiError, callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import type { MyLearning } from '@academy/contract';
import { localizedName, loginUrl, resourcePath, type LocaleCode } from '@academy/rules';
import { Banner, Button, CertificateCard, LiveLectureList, Link, ProgressBar, SchoolTime, StatusBadge, contentProps, formatMinorAmount, formatSchoolTime, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { isRecordId } from '../classInfo/classData.ts';
import { LearnerLiveCard } from '../classInfo/LiveLecturesPanel.tsx';
import { orderMessages } from '../order/order.messages.ts';
import { myLearningMessages as messages } from './myLearning.messages.ts';
import * as styles from './myLearning.css.ts';

/** /portal/{schoolId}/my-learning (issue 31): the signed-in learner's own learning in the school. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  if (!isRecordId(schoolId)) throw redirect('/404');
  return api.myLearning({ query: { schoolId } }).catch((error: unknown) => {
    const url = new URL(request.url);
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    throw redirect(`/abnormal/${error instanceof ApiError ? error.status : 503}`);
  });
}

export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as MyLearning;
  const { schoolId = '' } = useParams();
  const { locale } = useLocaleControl();
  const zone = data.timeZone;
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1 className={styles.heading}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.muted}>{intl.formatMessage(messages.intro, { zone })}</p>
      </header>
      <div className={styles.sections}>
        <Part id="my-upcoming" title={intl.formatMessage(messages.upcoming)} empty={intl.formatMessage(messages.noUpcoming)} items={data.agenda}>
          {(agenda) => (
            <ul className={styles.list}>
              {agenda.map((item) => (
                <li key={`${item.kind}-${item.id}`} className={styles.item}>
                  <div className={styles.row}>
                    <StatusBadge tone={item.kind === 'live' ? 'info' : 'neutral'} icon={item.kind === 'live' ? 'play' : 'calendar'} label={intl.formatMessage(item.kind === 'live' ? messages.live : messages.session)} />
                    <Link href={`/portal/${schoolId}/class-view/${item.classId}`} {...contentProps(styles.itemTitle)}>{item.title}</Link>
                  </div>
                  <p {...contentProps(styles.small)}>{item.classTitle}</p>
                  <p className={styles.small}>
                    <SchoolTime time={item.startsAt} timeZone={zone} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part id="my-lives" title={intl.formatMessage(messages.lives)} empty={intl.formatMessage(messages.noLives)} items={data.lives}>
          {(lives) => (
            <LiveLectureList label={intl.formatMessage(messages.lives)}>
              {lives.map((live) => (
                <LearnerLiveCard key={live.id} live={live} schoolId={schoolId} showClass />
              ))}
            </LiveLectureList>
          )}
        </Part>
        <Part id="my-classes" title={intl.formatMessage(messages.classes)} empty={intl.formatMessage(messages.noClasses)} items={data.classes}>
          {(classes) => (
            <ul className={styles.list}>
              {classes.map((row) => (
                <li key={row.id} className={styles.item}>
                  <Link href={`/portal/${schoolId}/class-view/${row.id}`} {...contentProps(styles.itemTitle)}>{row.title}</Link>
                  <ProgressBar aria-label={intl.formatMessage(messages.classProgress, { title: row.title })} value={row.progress} size="sm" />
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part id="my-continue" title={intl.formatMessage(messages.continue)} empty={intl.formatMessage(messages.noCourses)} items={data.continueLearning}>
          {(courses) => (
            <ul className={styles.list}>
              {courses.map((course) => {
                const title = localizedName({ name: course.title, nameEn: course.titleEn }, locale as LocaleCode);
                const learn = `${resourcePath(schoolId, { id: course.resourceId, contentKind: 'course' })}/learn${course.lessonId ? `?lesson=${encodeURIComponent(course.lessonId)}` : ''}`;
                return (
                  <li key={course.resourceId} className={styles.item}>
                    <p {...contentProps(styles.itemTitle)}>{title}</p>
                    <ProgressBar aria-label={intl.formatMessage(messages.courseProgress, { title })} value={course.progress} size="sm" />
                    <Link href={learn}>{course.lessonTitle ? intl.formatMessage(messages.continueLesson, { lesson: course.lessonTitle }) : intl.formatMessage(messages.continueCourse)}</Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Part>
        <Part id="my-certificates" title={intl.formatMessage(messages.certificates)} empty={intl.formatMessage(messages.noCertificates)} items={data.certificates}>
          {(certificates) => (
            <ul className={styles.list}>
              {certificates.map((row) => (
                <li key={row.classId}>
                  {/* Revoked ones stay, marked, without the PDF: the learner learns why it no longer counts (issue 33). */}
                  <CertificateCard
                    title={localizedName({ name: row.title, nameEn: row.titleEn }, locale as LocaleCode)}
                    state={row.revokedAt ? 'revoked' : 'issued'}
                    certificateNo={row.certificateNo}
                    issuedAt={row.issuedAt}
                    timeZone={zone}
                    downloadHref={callPath(routes.certificatePdf, { params: { id: row.classId }, query: { tenantId: schoolId, lang: locale } })}
                    verifyHref={`/certificate/verify/${row.verificationCode}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part id="my-purchases" title={intl.formatMessage(messages.purchases)} empty={intl.formatMessage(messages.noPurchases)} items={data.purchases} footer={<Link href={`/order/${schoolId}`}>{intl.formatMessage(messages.allOrders)}</Link>}>
          {(purchases) => (
            <ul className={styles.list}>
              {purchases.map((order) => (
                <li key={order.id} className={styles.item}>
                  <p {...contentProps(styles.itemTitle)}>{localizedName({ name: order.title, nameEn: order.titleEn }, locale as LocaleCode)}</p>
                  <div className={styles.row}>
                    <span>{formatMinorAmount(intl, order.amountMinor, order.currency)}</span>
                    <span className={styles.small}>{intl.formatMessage(orderMessages[`status.${order.status}`])}</span>
                    <SchoolTime className={styles.small} time={order.createdAt} timeZone={zone} kind="date" />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <CalendarFeed schoolId={schoolId} feed={data.calendarFeed} timeZone={zone} />
      </div>
    </div>
  );
}

/** One part of the page: its heading, and what it lists or says that there is nothing. */
function Part<T>({ id, title, empty, items, children, footer }: { id: string; title: string; empty: string; items: readonly T[]; children: (items: readonly T[]) => ReactNode; footer?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>{title}</h2>
      {items.length === 0 ? <p className={styles.muted}>{empty}</p> : children(items)}
      {footer}
    </section>
  );
}

/** The private calendar feed: made (its address shown once), made again (the old one stops working), turned off. */
function CalendarFeed({ schoolId, feed, timeZone }: { schoolId: string; feed: MyLearning['calendarFeed']; timeZone: string }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (make: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      if (make) setUrl((await api.resetCalendarFeed({ query: { schoolId } })).url);
      else {
        await api.deleteCalendarFeed({ query: { schoolId } });
        setUrl(null);
        toast.show(intl.formatMessage(messages.feedOff), 'success');
      }
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.feedFailed)));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="my-calendar" className={styles.section} data-testid="my-calendar">
      <h2 id="my-calendar" className={styles.sectionTitle}>{intl.formatMessage(messages.calendar)}</h2>
      <p className={styles.muted}>{intl.formatMessage(messages.calendarHelp)}</p>
      {url ? (
        <div className={styles.item}>
          <p className={styles.small}>{intl.formatMessage(messages.feedUrl)}</p>
          <p className={styles.feedUrl} dir="ltr" data-testid="feed-url">{url}</p>
          <div className={styles.row}>
            <Button
              variant="secondary"
              onPress={() =>
                void navigator.clipboard.writeText(url).then(
                  () => toast.show(intl.formatMessage(messages.copied), 'success'),
                  () => undefined,
                )
              }
            >
              {intl.formatMessage(messages.copyFeed)}
            </Button>
          </div>
        </div>
      ) : (
        feed.active && feed.createdAt && <p className={styles.small}>{intl.formatMessage(messages.calendarActive, { when: formatSchoolTime(intl, feed.createdAt, timeZone, 'date') })}</p>
      )}
      <div className={styles.row}>
        <Button variant={feed.active ? 'secondary' : 'primary'} isPending={pending} onPress={() => void run(true)} data-testid="make-feed">
          {intl.formatMessage(feed.active || url ? messages.resetFeed : messages.makeFeed)}
        </Button>
        {(feed.active || url) && (
          <Button variant="quiet" isDisabled={pending} onPress={() => void run(false)}>
            {intl.formatMessage(messages.stopFeed)}
          </Button>
        )}
      </div>
      {failure && (
        <Banner tone="error" title={intl.formatMessage(messages.feedFailed)}>
          <span dir="auto">{failure}</span>
        </Banner>
      )}
    </section>
  );
}
