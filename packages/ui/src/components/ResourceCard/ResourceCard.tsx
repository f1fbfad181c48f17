import { useIntl } from 'react-intl';
import { PlainLink } from '../Link/PlainLink.tsx';
import { localizedName } from '@academy/rules';
import { Badge } from '../Badge/index.ts';
import { Icon } from '../Icon/index.ts';
import { TimeAgo } from '../TimeAgo/index.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { useShortNumber } from '../../format/useShortNumber.ts';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { resourceCardMessages } from './ResourceCard.messages.ts';
import type { ResourceSummary } from './types.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { contentProps, isolate } from '../../content/contentProps.ts';
import * as styles from './ResourceCard.css.ts';

export type ResourceCardLayout = 'grid' | 'portrait' | 'list';

export type ResourceCardProps = {
  /** The course, class, live lecture or document as a list gives it: title, cover, counts, rating, price (the school's content). */
  resource: ResourceSummary;
  /** Its detail page: the whole card is one link there, named by the title. */
  href: string;
  /** `grid` (cover above, in a grid of cards), `portrait` (a tall 9:16 cover, for short videos) or `list` (cover at the line's start). */
  layout?: ResourceCardLayout;
  /** Heading level of the title in the page outline (a section title is usually h2). */
  headingLevel?: 2 | 3 | 4;
  /** Reference time for relative dates (stories pin it). */
  now?: number;
};

const LIVE_TONE = { 1: 'info', 2: 'danger', 3: 'neutral' } as const;
const LIVE_LABEL = { 1: resourceStatusMessages.unstarted, 2: resourceStatusMessages.ongoing, 3: resourceStatusMessages.ended } as const;

/**
 * One resource on a card: cover, title, counts in short form, rating, live status, enrolment, zone, price and
 * audience. The whole card is a single link named by the title.
 */
export function ResourceCard({ resource, href, layout = 'grid', headingLevel = 3, now }: ResourceCardProps) {
  const intl = useIntl();
  const { locale } = useAppContext();
  const short = useShortNumber();
  const title = localizedName(resource, locale.code) || intl.formatMessage(resourceCardMessages.untitled);
  const Heading = `h${headingLevel}` as const;
  const textual = resource.contentKind === 'article' || resource.contentKind === 'question';
  const free = resource.zone === 2 || resource.price === null || resource.price === 0;

  const badges = [
    resource.liveStatus && (
      <Badge key="live" tone={LIVE_TONE[resource.liveStatus]} icon={resource.liveStatus === 2 ? 'play' : undefined}>
        {intl.formatMessage(LIVE_LABEL[resource.liveStatus])}
      </Badge>
    ),
    resource.zone === 1 && <Badge key="vip" tone="vip">{intl.formatMessage(resourceStatusMessages.vip)}</Badge>,
  ].filter(Boolean);

  return (
    <article className={[styles.card, styles.layout[layout]].join(' ')}>
      {!(textual && layout === 'list' && !resource.coverUrl) && (
        <div className={[styles.media, styles.mediaShape[layout]].join(' ')}>
          {resource.coverUrl && <img className={styles.cover} src={resource.coverUrl} alt="" loading="lazy" decoding="async" width={layout === 'list' ? 100 : undefined} />}
          {layout !== 'list' && badges.length > 0 && <div className={styles.overlay}>{badges}</div>}
          {resource.durationSeconds !== null && resource.contentKind === 'shortVideo' && (
            <span className={styles.duration}>
              {intl.formatMessage(resourceCardMessages.duration, { minutes: Math.floor(resource.durationSeconds / 60), seconds: intl.formatNumber(resource.durationSeconds % 60, { minimumIntegerDigits: 2 }) })}
            </span>
          )}
        </div>
      )}
      <div className={[styles.body, layout === 'list' ? styles.bodyList : ''].join(' ')}>
        <Heading {...contentProps(styles.title, { lines: 2 })}>
          <PlainLink href={href} className={styles.link}>
            {title}
          </PlainLink>
        </Heading>
        <div className={styles.meta}>
          {textual ? (
            <>
              <TimeAgo time={resource.createdAt} now={now} />
              {resource.author && <span>{intl.formatMessage(resourceCardMessages.by, { author: isolate(resource.author) })}</span>}
            </>
          ) : (
            resource.rating !== null && (
              <span className={styles.metaItem} role="img" aria-label={intl.formatMessage(resourceCardMessages.rating, { rating: resource.rating })}>
                <Icon name="star" size="sm" className={styles.star} />
                {intl.formatNumber(resource.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            )
          )}
          <span className={styles.metaItem}>
            <Icon name="eye" size="sm" />
            <span aria-hidden="true">{short(resource.views)}</span>
            <span className={visuallyHidden}>{intl.formatMessage(resourceCardMessages.views, { count: short(resource.views) })}</span>
          </span>
          {resource.contentKind === 'knowledge' && (
            <span className={styles.metaItem}>
              <Icon name="download" size="sm" />
              <span aria-hidden="true">{short(resource.downloads)}</span>
              <span className={visuallyHidden}>{intl.formatMessage(resourceCardMessages.downloads, { count: short(resource.downloads) })}</span>
            </span>
          )}
        </div>
        <div className={styles.badges}>
          {layout === 'list' && badges}
          {!textual &&
            (free ? (
              <Badge tone="success">{intl.formatMessage(resourceStatusMessages.free)}</Badge>
            ) : (
              <span className={styles.price}>{intl.formatNumber(resource.price!, { style: 'currency', currency: resource.currency ?? 'CNY' })}</span>
            ))}
          {resource.enrolled && <Badge tone="info" icon="check">{intl.formatMessage(resourceStatusMessages.enrolled)}</Badge>}
          {resource.audience === 2 && <Badge tone="warning">{intl.formatMessage(resourceStatusMessages.audienceMembers)}</Badge>}
          {resource.audience === 3 && <Badge tone="neutral">{intl.formatMessage(resourceStatusMessages.audienceVisitors)}</Badge>}
        </div>
      </div>
    </article>
  );
}
