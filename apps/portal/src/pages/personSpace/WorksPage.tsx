import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { Badge, contentProps, Link } from '@academy/ui';
import { api } from '../../app/api.ts';
import { SpaceLayout, SpaceList, useContentTitle } from './SpaceLayout.tsx';
import { spaceMessages as m } from './personSpace.messages.ts';
import { spaceLoader, type SpaceData } from './spaceData.ts';
import * as styles from './personSpace.css.ts';

type Work = ResponseOf<Endpoints['personWorks']>['list'][number];

export const loader = (args: LoaderFunctionArgs) => spaceLoader<Work>(args, 'works', (query) => api.personWorks({ query }));

/** What the person published, newest first, each leading to the work. */
export function Component() {
  const data = useLoaderData<SpaceData<Work>>();
  const intl = useIntl();
  const titleOf = useContentTitle();
  const list = data.list;
  return (
    <SpaceLayout data={data}>
      <SpaceList state={list}>
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(m.works)}>
            {items.map((work) => (
              <li key={work.id} className={styles.item}>
                <Badge>{intl.formatMessage(m[`work_${work.kind}`])}</Badge>
                <div className={styles.itemBody}>
                  <Link href={work.href}><span {...contentProps(null, { lines: 2 })}>{titleOf(work)}</span></Link>
                  <time className={styles.meta} dateTime={work.publishedAt}>{intl.formatDate(work.publishedAt, { dateStyle: 'medium' })}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SpaceList>
    </SpaceLayout>
  );
}
