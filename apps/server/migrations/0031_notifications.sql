-- Notifications (issue 31): a notification centre per user and school (header bell, list page) and an e-mail for
-- each when the user has an address, in the user's language.

-- The language the user last read the portal in (set when the portal asks for the unread count): the language of
-- the e-mails they get. Unset: the school's default language.
alter table users add column locale text check (locale ~ '^[a-z]{2}_[A-Z]{2}$');

create table notifications (
  id bigserial primary key,
  school_id text not null references schools(id),
  user_id text not null references users(id),
  kind text not null check (kind in ('surveyReminder', 'liveStartingSoon', 'classStartingTomorrow', 'orderPaid', 'orderRefunded', 'certificateIssued')),
  -- Ids of what it is about (its link) and the titles it names, as they were when it was made.
  params jsonb not null default '{}'::jsonb,
  -- What makes it once only, per user ('live:{id}', 'class-start:{id}:{date}', 'order:{id}:paid' …): several
  -- instances running the same scheduled job, or a repeated provider notice, insert one row (the first).
  dedupe_key text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- E-mail: sent (or tried) once, by whoever inserted the row.
  emailed_at timestamptz,
  email_error text,
  unique (school_id, user_id, dedupe_key)
);
-- The list (newest first) and the unread count of a user in a school.
create index notifications_inbox on notifications (school_id, user_id, created_at desc, id desc);
create index notifications_unread on notifications (school_id, user_id) where read_at is null;
