-- Live lectures for learners and My learning (issue 31).

-- The replay a lecturer adds after the lecture (https only); learners see it on an ended lecture.
alter table live_lectures add column replay_url text check (replay_url ~ '^https://');

-- "Remind me" on a live lecture of a class (spec §7 live batchSelectIsAppointment answers from it too); once per
-- learner and lecture, gone with the lecture.
create table live_lecture_reminders (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  live_id text not null references live_lectures(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (school_id, user_id, live_id)
);

-- A learner's private calendar feed (.ics subscription) in one school: only the SHA-256 of the secret token is kept,
-- so the address cannot be read back from the database; resetting replaces the row (the old address stops working).
create table calendar_feeds (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (school_id, user_id)
);
