import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { button } from '../Button/Button.css.ts';
import { Icon } from '../Icon/index.ts';
import { Image } from '../Image/index.ts';
import { Link } from '../Link/index.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { ProgressBar } from '../Progress/index.ts';
import { formatMinorAmount, type PriceCurrency } from '../Price/Price.tsx';
import { renderRichTextBlocks } from '../RichTextEditor/renderRichTextHtml.ts';
import { resourceCardMessages } from '../ResourceCard/ResourceCard.messages.ts';
import { useShortNumber } from '../../format/useShortNumber.ts';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { contentProps, isolate } from '../../content/contentProps.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './ResourceHeader.css.ts';
import { resourceHeaderMessages as messages } from './ResourceHeader.messages.ts';

/** The one primary action: a link (a page to go to) or a press (a call the page makes). */
export type ResourceHeaderAction =
  | { kind: 'signIn' | 'buyVip' | 'start' | 'continue' | 'review'; href: string }
  | { kind: 'enrol'; onPress: () => void; pending?: boolean }
  | { kind: 'buy'; onPress: () => void; pending?: boolean }
  | { kind: 'none' };

export type ResourceHeaderProps = {
  title: string;
  /** The kind in words ("Courses", "Knowledge"), from the page. */
  kindLabel: string;
  coverUrl: string | null;
  lecturers: readonly { name: string; href: string }[];
  /** Sanitized by the server; sanitized again here with the rich-text allow-list. */
  descriptionHtml: string;
  durationSeconds: number | null;
  lessonCount: number | null;
  rating: number | null;
  views: number;
  /** The price in minor units when it is sold; null when free. */
  price: { amountMinor: number; currency: PriceCurrency } | null;
  vip: boolean;
  /** Spec §3 audience: 2 members only (with a sign-in prompt for a visitor). */
  audience: 1 | 2 | 3;
  enrolled: boolean;
  /** 0–100 once the learner has started; null before. */
  progress: number | null;
  /** The school that shared it, when it is another school's: read-only here. */
  origin: string | null;
  action: ResourceHeaderAction;
  /** Why the last action failed, in words. */
  problem?: string | null;
  className?: string;
};

/**
 * The top of a resource's own page: what a learner decides on — cover, title, lecturers, length, rating, views,
 * price, audience, where a shared one comes from — and the one thing to do next.
 */
export function ResourceHeader(props: ResourceHeaderProps) {
  const { title, kindLabel, coverUrl, lecturers, descriptionHtml, durationSeconds, lessonCount, rating, views, price, vip, audience, enrolled, progress, origin, action, problem, className } = props;
  const intl = useIntl();
  const short = useShortNumber();
  const description = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (description.current) void renderRichTextBlocks(description.current, descriptionHtml);
  }, [descriptionHtml]);
  const names = lecturers.map((lecturer) => (
    <Link key={lecturer.href} href={lecturer.href}>
      <span {...contentProps(null)}>{lecturer.name}</span>
    </Link>
  ));

  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <header className={styles.root} aria-labelledby="resource-title">
        <div className={styles.cover}>{coverUrl && <Image src={coverUrl} alt="" aspectRatio="16 / 9" loading="eager" />}</div>
        <div className={styles.body}>
          <p className={styles.kind}>{kindLabel}</p>
          <h1 id="resource-title" {...contentProps(styles.title)}>{title}</h1>
          {names.length > 0 && (
            <p className={styles.meta}>
              <span>{intl.formatMessage(messages.lecturers)}</span>
              {names}
            </p>
          )}
          <p className={styles.meta}>
            {lessonCount !== null && lessonCount > 0 && <span className={styles.metaItem}>{intl.formatMessage(messages.lessons, { count: lessonCount })}</span>}
            {durationSeconds !== null && durationSeconds > 0 && (
              <span className={styles.metaItem}>
                <Icon name="clock" size="sm" />
                {intl.formatMessage(messages.minutes, { minutes: Math.max(1, Math.round(durationSeconds / 60)) })}
              </span>
            )}
            {rating !== null && (
              <span className={styles.metaItem} role="img" aria-label={intl.formatMessage(resourceCardMessages.rating, { rating })}>
                <Icon name="star" size="sm" className={styles.star} />
                {intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            )}
            <span className={styles.metaItem}>
              <Icon name="eye" size="sm" />
              <span aria-hidden="true">{short(views)}</span>
              <span className={visuallyHidden}>{intl.formatMessage(resourceCardMessages.views, { count: short(views) })}</span>
            </span>
          </p>
          <p className={styles.meta}>
            {price ? <span className={styles.price}>{formatMinorAmount(intl, price.amountMinor, price.currency)}</span> : <Badge tone="success">{intl.formatMessage(resourceStatusMessages.free)}</Badge>}
            {vip && <Badge tone="vip">{intl.formatMessage(resourceStatusMessages.vip)}</Badge>}
            {audience === 2 && <Badge tone="warning">{intl.formatMessage(resourceStatusMessages.audienceMembers)}</Badge>}
            {enrolled && <Badge tone="info" icon="check">{intl.formatMessage(resourceStatusMessages.enrolled)}</Badge>}
          </p>
          {origin && <Banner tone="info">{intl.formatMessage(messages.sharedFrom, { school: isolate(origin) })}</Banner>}
          {audience === 2 && action.kind === 'signIn' && <p className={styles.muted}>{intl.formatMessage(messages.membersOnly)}</p>}
          {progress !== null && <ProgressBar label={intl.formatMessage(messages.progress)} value={progress} />}
          {problem && <Banner tone="error"><span {...contentProps(null)}>{problem}</span></Banner>}
          {action.kind !== 'none' && <div className={styles.action}>{primaryAction(action, action.kind === 'buy' && price ? intl.formatMessage(messages.buy, { price: formatMinorAmount(intl, price.amountMinor, price.currency) }) : intl.formatMessage(messages[action.kind === 'buy' ? 'enrol' : action.kind]))}</div>}
        </div>
        <section className={styles.description} aria-labelledby="resource-about">
          <h2 id="resource-about" className={styles.sectionTitle}>{intl.formatMessage(messages.about)}</h2>
          <div ref={description} dir="auto" className={styles.richText} data-testid="resource-description" />
        </section>
      </header>
    </div>
  );
}

function primaryAction(action: Exclude<ResourceHeaderAction, { kind: 'none' }>, label: string): ReactNode {
  if ('href' in action) {
    return (
      <PlainLink href={action.href} className={button({ variant: 'primary', size: 'lg' })} data-testid="resource-action">
        {label}
      </PlainLink>
    );
  }
  return (
    <Button variant="primary" size="lg" isPending={action.pending} onPress={action.onPress} data-testid="resource-action">
      {label}
    </Button>
  );
}
