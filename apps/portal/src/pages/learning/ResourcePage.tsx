import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useLoaderState } from '../../app/loaderState.ts';
import type { ResourcePage as ResourcePageData } from '@academy/contract';
import { localizedName, loginUrl, resourcePath } from '@academy/rules';
import { ResourceHeader, resourceTypeMessages, type ResourceHeaderAction } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { purchase } from '../order/purchase.ts';
import { spaceHref } from '../personSpace/spaceData.ts';
import { classQuery } from './examClass.ts';
import { learningMessages as messages } from './learning.messages.ts';
import { LiveResourceCard } from './LiveResourceCard.tsx';
import { resourceLoader } from './resourceLoader.ts';
import { TopicResources } from './TopicResources.tsx';
import * as styles from './learning.css.ts';

export const loader = resourceLoader;

/**
 * /portal/{schoolId}/{course|exam|knowledge|live|topic|class}/{id}: what a learner decides on and the one thing to
 * do next (issue 31). Enrolling answers the page again; buying goes through the market's order and payment.
 */
export function Component() {
  // A new resource (another page's link) replaces what this one changed.
  const [page, setPage] = useLoaderState<ResourcePageData>();
  const { schoolId = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { resource } = page;
  const path = resourcePath(schoolId, resource);
  const title = localizedName(resource, locale) || resource.id;

  const act = async (run: () => Promise<void>, failed: string) => {
    setPending(true);
    setProblem(null);
    try {
      await run();
    } catch (error) {
      setProblem(failureMessage(error, failed));
    } finally {
      setPending(false);
    }
  };
  const action = ((): ResourceHeaderAction => {
    switch (page.action) {
      case 'signIn':
        return { kind: 'signIn', href: loginUrl(`${location.pathname}${location.search}`, locale) };
      case 'buyVip':
        return { kind: 'buyVip', href: `/order/${schoolId}#market-vip` };
      case 'start':
      case 'continue':
      case 'review':
        // An exam's attempt is taken on its own page (issue 33); a course's lessons in the player.
        return { kind: page.action, href: resource.contentKind === 'exam' ? `${path}/take${classQuery(location.search)}` : `${path}/learn` };
      case 'enrol':
        return { kind: 'enrol', pending, onPress: () => void act(async () => setPage(await api.enrolResource({ params: { id: resource.id }, query: { schoolId } })), intl.formatMessage(messages.enrolFailed)) };
      case 'buy':
        return { kind: 'buy', pending, onPress: () => void act(() => purchase(schoolId, 'course', resource.id, location.pathname), intl.formatMessage(messages.buyFailed)) };
      default:
        return { kind: 'none' };
    }
  })();

  return (
    <div className={styles.page} data-resource={resource.id}>
      <ResourceHeader
        title={title}
        kindLabel={intl.formatMessage(resourceTypeMessages[resource.contentKind])}
        coverUrl={resource.coverUrl}
        lecturers={page.lecturers.map((lecturer) => ({ name: lecturer.name ?? '—', href: spaceHref(schoolId, 'dynamics', lecturer.userId) }))}
        descriptionHtml={page.descriptionHtml}
        durationSeconds={resource.durationSeconds}
        lessonCount={page.lessonCount}
        rating={resource.rating}
        views={resource.views}
        price={page.sale}
        vip={resource.zone === 1}
        audience={resource.audience}
        enrolled={page.viewer.enrolled}
        progress={page.viewer.progress}
        origin={page.origin ? localizedName(page.origin, locale) : null}
        action={action}
        problem={problem}
      />
      <LiveResourceCard page={page} schoolId={schoolId} title={title} />
      <TopicResources page={page} schoolId={schoolId} />
    </div>
  );
}
