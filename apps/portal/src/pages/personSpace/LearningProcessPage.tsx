import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { contentProps, Link, ProgressBar, Select } from '@academy/ui';
import { api } from '../../app/api.ts';
import { SpaceLayout, SpaceList, useContentTitle } from './SpaceLayout.tsx';
import { spaceMessages as m } from './personSpace.messages.ts';
import { spaceLoader, type SpaceData } from './spaceData.ts';
import * as styles from './personSpace.css.ts';

type LearningRecord = ResponseOf<Endpoints['learningProcess']>['list'][number];
const TYPES = ['all', 'course', 'exam', 'live', 'knowledge', 'class'] as const;
const PERIODS = ['all', '7', '30', '365'] as const;
type Type = Exclude<(typeof TYPES)[number], 'all'>;

export const loader = (args: LoaderFunctionArgs) =>
  spaceLoader<LearningRecord>(args, 'learningProcess', (query, url) => {
    const type = url.searchParams.get('type');
    const days = Number(url.searchParams.get('days'));
    return api.learningProcess({
      query: { ...query, ...(TYPES.includes(type as Type) && type !== 'all' ? { type: type as Type } : {}), ...([7, 30, 365].includes(days) ? { days: days as 7 } : {}) },
    });
  });

/** Learning history with progress, filtered by type and time (filters in the address). */
export function Component() {
  const data = useLoaderData<SpaceData<LearningRecord>>();
  const intl = useIntl();
  const titleOf = useContentTitle();
  const [params, setParams] = useSearchParams();
  const list = data.list;
  const choose = (key: 'type' | 'days', value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next);
  };
  return (
    <SpaceLayout data={data}>
      {list && list.status !== 'hidden' && (
        <div className={styles.filters}>
          <Select label={intl.formatMessage(m.type)} options={TYPES.map((id) => ({ id, label: intl.formatMessage(m[`type_${id}`]) }))} value={params.get('type') ?? 'all'} onChange={(key) => key !== null && choose('type', String(key))} />
          <Select label={intl.formatMessage(m.period)} options={PERIODS.map((id) => ({ id, label: intl.formatMessage(m[`period_${id}`]) }))} value={params.get('days') ?? 'all'} onChange={(key) => key !== null && choose('days', String(key))} />
        </div>
      )}
      <SpaceList state={list}>
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(m.learningProcess)}>
            {items.map((record) => (
              <li key={record.id} className={styles.item}>
                <div className={styles.itemBody}>
                  <span className={styles.meta}>{intl.formatMessage(m[`type_${record.type}`])}</span>
                  {record.href ? <Link href={record.href}><span {...contentProps(null, { lines: 2 })}>{titleOf(record)}</span></Link> : <span {...contentProps(null, { lines: 2 })}>{titleOf(record)}</span>}
                  <ProgressBar aria-label={intl.formatMessage(m.progress, { title: titleOf(record) })} value={record.progress} />
                  <time className={styles.meta} dateTime={record.lastStudiedAt}>{intl.formatMessage(m.studied, { date: intl.formatDate(record.lastStudiedAt, { dateStyle: 'medium' }) })}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SpaceList>
    </SpaceLayout>
  );
}
