import { useIntl } from 'react-intl';
import type { O3Card } from '@academy/contract';
import { Badge, Link, contentProps } from '@academy/ui';
import { CATEGORY_LABELS, KIND_LABELS, cardHref } from './o3Data.ts';
import { o3Messages as messages } from './o3.messages.ts';
import * as styles from './o3.css.ts';

/** One O3 card in a list: cover, kind and category, title (a link to its detail), summary, and its counts. */
export function O3CardTile({ card, headingLevel = 3 }: { card: O3Card; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img className={styles.cover} src={card.coverUrl ?? undefined} alt="" loading="lazy" />
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <Badge tone="brand">{intl.formatMessage(KIND_LABELS[card.kind])}</Badge>
          <span>{intl.formatMessage(CATEGORY_LABELS[card.category])}</span>
        </div>
        <Heading className={styles.cardTitle}>
          <Link href={cardHref(card)}>
            <span {...contentProps(undefined, { lines: 2 })}>{card.title}</span>
          </Link>
        </Heading>
        <p {...contentProps(undefined, { lines: 2 })}>{card.summary}</p>
        <div className={styles.meta}>
          {card.kind === 'activity'
            ? <span>{card.capacity === null ? intl.formatMessage(messages.peopleOpen, { people: card.people }) : intl.formatMessage(messages.people, { people: card.people, capacity: card.capacity })}</span>
            : <span>{intl.formatMessage(messages.views, { count: card.views })}</span>}
          <span>{intl.formatMessage(messages.followers, { count: card.focusCount })}</span>
        </div>
      </div>
    </article>
  );
}
