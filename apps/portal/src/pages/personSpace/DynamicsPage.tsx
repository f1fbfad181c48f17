import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { Badge, contentProps, Link } from '@academy/ui';
import { api } from '../../app/api.ts';
import { SpaceLayout, SpaceList, useContentTitle } from './SpaceLayout.tsx';
import { spaceMessages as m } from './personSpace.messages.ts';
import { spaceLoader, type SpaceData } from './spaceData.ts';
import * as styles from './personSpace.css.ts';

type Activity = ResponseOf<Endpoints['personDynamics']>['list'][number];

export const loader = (args: LoaderFunctionArgs) => spaceLoader<Activity>(args, 'dynamics', (query) => api.personDynamics({ query }));

/** The person's activity, newest first. */
export function Component() {
  const data = useLoaderData<SpaceData<Activity>>();
  const intl = useIntl();
  const titleOf = useContentTitle();
  const list = data.list;
  return (
    <SpaceLayout data={data}>
      <SpaceList state={list}>
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(m.dynamics)}>
            {items.map((activity) => (
              <li key={activity.id} className={styles.item}>
                <Badge tone={activity.kind === 'post' ? 'neutral' : 'success'}>{intl.formatMessage(m[`kind_${activity.kind}`])}</Badge>
                <div className={styles.itemBody}>
                  {activity.href ? <Link href={activity.href}><span {...contentProps(null, { lines: 2 })}>{titleOf(activity)}</span></Link> : <span {...contentProps(null, { lines: 2 })}>{titleOf(activity)}</span>}
                  <time className={styles.meta} dateTime={activity.occurredAt}>{intl.formatDate(activity.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SpaceList>
    </SpaceLayout>
  );
}
