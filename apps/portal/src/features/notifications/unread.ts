import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../app/api.ts';

/** Sent on window when the notification page marked some read: the header's count is asked again at once. */
export const NOTIFICATIONS_CHANGED = 'academy:notifications-changed';
export const notificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));

/** How often an open page asks for the unread count (new ones show on the bell, announced politely). */
const POLL_MS = 60_000;

/**
 * The signed-in user's unread notifications in a school (null: nobody signed in, nothing asked): asked on every
 * page change, every minute while the page is open and when the notification page marks some read. A failed ask
 * keeps the last count (the bell is no place for an error).
 */
export function useUnreadNotifications(schoolId: string | null): number | undefined {
  const [unread, setUnread] = useState<number | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!schoolId) return undefined;
    let live = true;
    const ask = () => {
      api.unreadNotifications({ query: { schoolId } }).then(
        (answer) => {
          if (live) setUnread(answer.unread);
        },
        () => undefined,
      );
    };
    ask();
    const timer = setInterval(ask, POLL_MS);
    window.addEventListener(NOTIFICATIONS_CHANGED, ask);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(NOTIFICATIONS_CHANGED, ask);
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- asks again on each page change, which it does not read
  }, [schoolId, pathname]);
  return schoolId ? unread : undefined;
}
