import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { contentProps, isolate } from '../../content/contentProps.ts';
import { O3_CATEGORY_LABELS, O3_KIND_LABELS, o3CardMessages as messages } from './O3CardTile.messages.ts';
import type { O3CardFocus, O3CardSummary } from './types.ts';
import * as styles from './O3CardTile.css.ts';

export type O3CardTileProps = {
  /** The card as the O3 list gives it: kind, category, cover, title, summary and counts (the school's content). */
  card: O3CardSummary;
  /** The card's detail page (the page decides: /o3/… or /democloud/…). */
  href: string;
  /** Heading level of the title in the page outline (h3 under a section's h2; h2 in a list page). */
  headingLevel?: 2 | 3 | 4;
  /** Follow / Unfollow at the tile's foot; without it the tile has no action. */
  focus?: O3CardFocus;
  /** An extra class on the tile's outer box (its place in a grid). */
  className?: string;
};

/**
 * One card of the O3 zone (a project case, a proposed project or an activity): cover, kind and category, the
 * title linking to its detail (the whole tile is that one link), summary, counts and an optional follow action.
 * Title and summary are the school's content: each keeps its own direction and is cut at its own end.
 */
export function O3CardTile({ card, href, headingLevel = 3, focus, className }: O3CardTileProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const places = card.kind !== 'activity'
    ? intl.formatMessage(messages.views, { count: card.views })
    : card.capacity === null
      ? intl.formatMessage(messages.peopleOpen, { people: card.people })
      : intl.formatMessage(messages.people, { people: card.people, capacity: card.capacity });
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} data-kind={card.kind}>
      <div className={styles.media}>
        {card.coverUrl ? <img className={styles.cover} src={card.coverUrl} alt="" loading="lazy" decoding="async" /> : <Icon name="image" size="lg" className={styles.placeholder} />}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone="brand">{intl.formatMessage(O3_KIND_LABELS[card.kind])}</Badge>
          <span>{intl.formatMessage(O3_CATEGORY_LABELS[card.category])}</span>
        </div>
        <Heading {...contentProps(styles.title, { lines: 2 })}>
          <PlainLink href={href} className={styles.link}>{card.title}</PlainLink>
        </Heading>
        <p {...contentProps(styles.summary, { lines: 2 })}>{card.summary}</p>
        <div className={styles.foot}>
          <div className={styles.meta}>
            <span>{places}</span>
            <span>{intl.formatMessage(messages.followers, { count: card.focusCount })}</span>
          </div>
          {focus && (
            <Button
              size="sm"
              variant={focus.isFocused ? 'secondary' : 'primary'}
              isPending={focus.pending ?? false}
              onPress={focus.onToggle}
              aria-label={intl.formatMessage(focus.isFocused ? messages.unfollowTitle : messages.followTitle, { title: isolate(card.title) })}
              className={styles.action}
            >
              {intl.formatMessage(focus.isFocused ? messages.unfollow : messages.follow)}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
