import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { TimeAgo } from '../TimeAgo/index.ts';
import * as styles from './NotificationList.css.ts';
import { notificationListMessages as messages } from './NotificationList.messages.ts';

export type NotificationItem = {
  id: string;
  /** Already worded in the reader's language (the server's words). */
  title: string;
  text: string;
  /** The page it opens. */
  href: string;
  /** ISO time it was made. */
  createdAt: string;
  read: boolean;
};

export type NotificationListProps = {
  /** `loading` shows placeholders, `error` the failure with Try again; `ready` the items (or the empty state). */
  status: 'loading' | 'error' | 'ready';
  items: readonly NotificationItem[];
  /** Unread in all pages (the list may show one page). */
  unread: number;
  /** Opening a notification (its link is followed too): the page marks it read. */
  onOpen?: (id: string) => void;
  onMarkRead?: (id: string) => void;
  onMarkAllRead?: () => void;
  markAllPending?: boolean;
  onRetry?: () => void;
  /** The server's words when loading failed. */
  error?: string;
  /** The reference "now" of the relative times (stories pin it). */
  now?: number;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The user's notifications, newest first: each with an unread mark (a dot, a bold title and the word "Unread" for
 * screen readers), its title linking to its page, its text and how long ago; Mark as read per unread one and Mark all
 * as read. Loading, failed (with Try again) and empty states of their own.
 */
export function NotificationList(props: NotificationListProps) {
  const { status, items, unread, onOpen, onMarkRead, onMarkAllRead, markAllPending = false, onRetry, error, now, headingLevel = 2, className } = props;
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (status === 'loading') {
    return (
      <div className={rootClass} aria-busy="true" data-testid="notification-list">
        <p role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonItem}>
            <Skeleton inlineSize="60%" />
            <Skeleton inlineSize="90%" />
            <Skeleton inlineSize="20%" />
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={rootClass} data-testid="notification-list">
        <Banner tone="error" title={intl.formatMessage(messages.errorTitle)}>
          {error}
        </Banner>
        {onRetry && (
          <div>
            <Button variant="secondary" onPress={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={rootClass} data-testid="notification-list">
        <EmptyState icon="inbox" headingLevel={headingLevel} title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyDescription)} />
      </div>
    );
  }
  return (
    <div className={rootClass} data-testid="notification-list">
      <div className={styles.toolbar}>
        <p className={styles.summary} data-testid="notification-unread">
          {intl.formatMessage(messages.unreadSummary, { count: unread })}
        </p>
        {onMarkAllRead && (
          <Button variant="secondary" size="sm" isDisabled={unread === 0} isPending={markAllPending} onPress={onMarkAllRead}>
            {intl.formatMessage(messages.markAllRead)}
          </Button>
        )}
      </div>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-unread={!item.read} data-testid="notification-item">
            <span className={item.read ? styles.noDot : styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <Heading className={styles.title}>
                {!item.read && <span className={visuallyHidden}>{`${intl.formatMessage(messages.unread)}: `}</span>}
                <PlainLink href={item.href} className={styles.titleLink} onClick={() => onOpen?.(item.id)}>
                  <span {...contentProps()}>{item.title}</span>
                </PlainLink>
              </Heading>
              <p {...contentProps(styles.text, { paragraph: true })}>{item.text}</p>
              <TimeAgo time={item.createdAt} now={now} className={styles.time} />
            </div>
            {!item.read && onMarkRead ? (
              <Button variant="quiet" size="sm" onPress={() => onMarkRead(item.id)} aria-label={`${intl.formatMessage(messages.markRead)}: ${item.title}`}>
                {intl.formatMessage(messages.markRead)}
              </Button>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
