import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { NotificationPage } from '@academy/contract';
import { loginUrl } from '@academy/rules';
import { NotificationList, notificationListMessages, Pagination, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { notificationsChanged } from '../../features/notifications/unread.ts';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from './notifications.css.ts';

type Answer = { key: string; data?: NotificationPage; failed?: boolean; error?: string };

/**
 * /portal/{schoolId}/notifications (issue 31): the signed-in user's notifications in the school, newest first, a
 * page at a time (`?page=`); each opens its page (the survey, the class, the order) and is marked read on the way.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { schoolId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [attempt, setAttempt] = useState(0);
  const [markingAll, setMarkingAll] = useState(false);
  // The answer of one request (school, page, attempt): another key is loading, the last page's items stay shown.
  const key = `${schoolId}|${page}|${attempt}`;
  const [answer, setAnswer] = useState<Answer>({ key: '' });

  useEffect(() => {
    let live = true;
    api.notifications({ query: { schoolId, page } }).then(
      (data) => {
        if (live) setAnswer({ key, data });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) return void navigate(loginUrl(`/portal/${schoolId}/notifications`, currentLocale()), { replace: true });
        if (error instanceof ApiError && error.status === 403) return void navigate('/403', { replace: true });
        setAnswer((previous) => ({ key, data: previous.data, failed: true, error: failureMessage(error, undefined) }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, schoolId, page, navigate]);
  const status: 'loading' | 'error' | 'ready' = answer.key !== key ? (answer.data ? 'ready' : 'loading') : answer.failed ? 'error' : 'ready';
  const update = (change: (data: NotificationPage) => NotificationPage) => setAnswer((previous) => (previous.data ? { ...previous, data: change(previous.data) } : previous));

  const markRead = (id: string) => {
    update((data) => (data.items.some((item) => item.id === id && !item.readAt) ? { ...data, unread: Math.max(0, data.unread - 1), items: data.items.map((item) => (item.id === id ? { ...item, readAt: new Date().toISOString() } : item)) } : data));
    api.readNotification({ params: { id }, query: { schoolId } }).then(notificationsChanged, () => undefined);
  };
  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await api.readAllNotifications({ query: { schoolId } });
      const readAt = new Date().toISOString();
      update((data) => ({ ...data, unread: 0, items: data.items.map((item) => ({ ...item, readAt: item.readAt ?? readAt })) }));
      notificationsChanged();
    } catch (error) {
      toast.show(failureMessage(error, intl.formatMessage(notificationListMessages.errorTitle)), 'error');
    } finally {
      setMarkingAll(false);
    }
  };

  const data = answer.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{intl.formatMessage(titles.notifications)}</h1>
      <NotificationList
        status={status}
        items={(data?.items ?? []).map((item) => ({ id: item.id, title: item.title, text: item.text, href: item.link, createdAt: item.createdAt, read: item.readAt !== null }))}
        unread={data?.unread ?? 0}
        onOpen={(id) => markRead(id)}
        onMarkRead={markRead}
        onMarkAllRead={() => void markAllRead()}
        markAllPending={markingAll}
        onRetry={() => setAttempt((n) => n + 1)}
        error={answer.error}
      />
      {data && data.total > data.pageSize && (
        <Pagination page={page} totalItems={data.total} pageSize={data.pageSize} isDisabled={answer.key !== key} onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      )}
    </div>
  );
}
