-- Personal spaces (issue 22): who follows whom inside a school, who follows the school, each person's privacy
-- choices per school, an activity log for what other tables do not record (posts, finished courses), a learning log
-- for resources outside classes, and a link from a published resource to the user who wrote it.
-- Counts are read with count(*) on these keys, so a follow and the counts it changes never disagree.

create table person_follows (
  school_id text not null references schools(id),
  follower_id text not null references users(id),
  followee_id text not null references users(id),
  created_at timestamptz not null default now(),
  primary key (school_id, follower_id, followee_id),
  constraint person_follows_not_self check (follower_id <> followee_id)
);
-- "Followers of X" newest first; "following of X" reads the primary key's prefix.
create index person_follows_followee on person_follows (school_id, followee_id, created_at desc);

create table school_follows (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  primary key (school_id, user_id)
);
create index school_follows_recent on school_follows (school_id, created_at desc);

-- Who may see each part of a space: every member of the school, the person's followers, or only the person.
create table person_privacy (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  dynamics text not null default 'school' check (dynamics in ('school', 'followers', 'self')),
  works text not null default 'school' check (works in ('school', 'followers', 'self')),
  learning text not null default 'self' check (learning in ('school', 'followers', 'self')),
  follows text not null default 'school' check (follows in ('school', 'followers', 'self')),
  updated_at timestamptz not null default now(),
  primary key (school_id, user_id)
);

create table person_activities (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  user_id text not null references users(id),
  kind text not null check (kind in ('post', 'courseFinished', 'examPassed', 'certificate', 'liveAttended')),
  title text not null check (char_length(title) between 1 and 200),
  resource_id text references resources(id) on delete set null,
  occurred_at timestamptz not null
);
create index person_activities_user on person_activities (school_id, user_id, occurred_at desc);

-- Learning outside classes (courses, exams, lives, knowledge): the newest study time and the progress reached.
create table person_learning (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  resource_id text not null references resources(id) on delete cascade,
  progress smallint not null default 0 check (progress between 0 and 100),
  last_studied_at timestamptz not null,
  primary key (school_id, user_id, resource_id)
);
create index person_learning_recent on person_learning (school_id, user_id, last_studied_at desc);

alter table resources add column author_user_id text references users(id);
create index resources_author on resources (school_id, author_user_id, created_at desc);
