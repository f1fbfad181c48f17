import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { button } from '../Button/Button.css.ts';
import { square } from '../IconButton/IconButton.css.ts';
import * as iconStyles from '../Icon/Icon.css.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './NotificationBell.css.ts';
import { notificationBellMessages as messages } from './NotificationBell.messages.ts';

export type NotificationBellProps = {
  /** Unread notifications; undefined while not known yet (no count shown, nothing announced). */
  unread: number | undefined;
  /** The notification list page. */
  href: string;
  /** Counts above this show as "99+". */
  max?: number;
  className?: string;
};

const BELL = 'M6 17v-6a6 6 0 0112 0v6l1.5 2h-15zM10 21.5h4';

/**
 * The header's bell: a link to the notification list named with the unread count ("Notifications, 3 unread"),
 * the count shown over the bell. When the count grows while the page is open (the header asks again), the new ones
 * are announced politely ("2 new notifications") without moving focus.
 */
export function NotificationBell({ unread, href, max = 99, className }: NotificationBellProps) {
  const intl = useIntl();
  const previous = useRef(unread);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (before !== undefined && unread !== undefined && unread > before) setAnnouncement(intl.formatMessage(messages.arrived, { count: unread - before }));
  }, [unread, intl]);
  // The name says the number the bell shows (99+ too): what is seen is what is read out.
  const shown = unread && unread > max ? `${intl.formatNumber(max)}+` : unread ? intl.formatNumber(unread) : null;
  return (
    <>
      <PlainLink
        href={href}
        className={[button({ variant: 'quiet', size: 'sm' }), square.sm, styles.bell, className].filter(Boolean).join(' ')}
        aria-label={intl.formatMessage(messages.label, { count: unread ?? 0, shown: shown ?? intl.formatNumber(0) })}
        data-testid="notification-bell"
      >
        <svg className={[iconStyles.icon, iconStyles.size.md].join(' ')} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="bell">
          <path d={BELL} />
        </svg>
        {shown && (
          <span className={styles.count} aria-hidden="true">
            {shown}
          </span>
        )}
      </PlainLink>
      <span role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
