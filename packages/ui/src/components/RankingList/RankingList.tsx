import { useIntl } from 'react-intl';
import { PlainLink } from '../Link/PlainLink.tsx';
import { localizedName } from '@academy/rules';
import { Badge } from '../Badge/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { PlainButton } from '../Button/PlainButton.tsx';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { useShortNumber } from '../../format/useShortNumber.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { rankingMessages } from './RankingList.messages.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './RankingList.css.ts';

export type RankingListKind = 'newCourses' | 'hotCourses' | 'hotKnowledge' | 'traineePoints';
export type RankingEntry = { rank: number; id: string; name?: string | null; nameEn?: string | null; value: number; isMe: boolean };

export type RankingListProps = {
  list: RankingListKind;
  status: 'loading' | 'error' | 'ready';
  entries?: readonly RankingEntry[];
  /** Link of a ranked resource (not for learners). */
  hrefFor?: (entry: RankingEntry) => string;
  onRetry?: () => void;
  now?: number;
};

/** Spec §9: top 20 for resource lists, top 50 learners. The top three get medals; the reader's own row stands out. */
export const RANKING_LIMIT: Record<RankingListKind, number> = { newCourses: 20, hotCourses: 20, hotKnowledge: 20, traineePoints: 50 };

export function RankingList({ list, status, entries = [], hrefFor, onRetry }: RankingListProps) {
  const intl = useIntl();
  const { locale } = useAppContext();
  const short = useShortNumber();
  const title = intl.formatMessage(rankingMessages[list]);

  const valueText = (entry: RankingEntry) => {
    if (list === 'traineePoints') return intl.formatMessage(rankingMessages.points, { count: entry.value });
    if (list === 'newCourses') return intl.formatDate(entry.value, { month: 'short', day: 'numeric' });
    return intl.formatMessage(rankingMessages.views, { count: short(entry.value) });
  };

  return (
    <section className={styles.panel} aria-label={title}>
      <h3 className={styles.title}>
        <Icon name="trophy" />
        {title}
      </h3>
      {status === 'loading' && (
        <div role="status" aria-busy="true" aria-label={title}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} shape="text" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <EmptyState
          icon="errorCircle"
          headingLevel={4}
          title={intl.formatMessage(commonMessages.loadFailedTitle)}
          action={onRetry && <PlainButton size="sm" variant="secondary" onClick={onRetry}>{intl.formatMessage(commonMessages.retry)}</PlainButton>}
        />
      )}
      {status === 'ready' && entries.length === 0 && <EmptyState icon="trophy" headingLevel={4} title={intl.formatMessage(rankingMessages.empty)} />}
      {status === 'ready' && entries.length > 0 && (
        <ol className={styles.list}>
          {entries.slice(0, RANKING_LIMIT[list]).map((entry) => {
            const name = localizedName(entry, locale.code) || '—';
            const medal = entry.rank <= 3 ? styles.medal[entry.rank as 1 | 2 | 3] : '';
            return (
              <li key={entry.id} className={[styles.row, entry.isMe ? styles.me : ''].join(' ')} aria-current={entry.isMe ? 'true' : undefined}>
                <span className={[styles.rank, medal].join(' ')}>
                  <span aria-hidden="true">{intl.formatNumber(entry.rank)}</span>
                  <span className={visuallyHidden}>{intl.formatMessage(rankingMessages.rank, { rank: entry.rank })}</span>
                </span>
                <span className={styles.name}>
                  <span {...contentProps(null, { lines: 1 })}>
                    {hrefFor && list !== 'traineePoints' ? (
                      <PlainLink href={hrefFor(entry)} className={styles.link}>
                        {name}
                      </PlainLink>
                    ) : (
                      name
                    )}
                  </span>
                  {entry.isMe && (
                    <Badge tone="brand" className={styles.youBadge}>
                      {intl.formatMessage(rankingMessages.you)}
                    </Badge>
                  )}
                </span>
                <span className={styles.value}>{valueText(entry)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
