-- Issue 31: a notification e-mail the mail server refused (down, a temporary 4xx) is tried again later, a bounded
-- number of times with growing waits (notifications/notices.ts), each try counted; the last error stays recorded.
alter table notifications add column email_attempts integer not null default 0;
-- When the next try is due; null when sent, never tried, or given up.
alter table notifications add column email_retry_at timestamptz;
create index notifications_email_retry on notifications (email_retry_at) where email_retry_at is not null;
