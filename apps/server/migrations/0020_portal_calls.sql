-- The remaining portal calls of spec §7 (issue 22): learning maps, exam admission tickets, curated section lists,
-- school groups (logo lists), live bookings, the community (sections, posts, comments, activity enrolments) and the
-- text moderation word list. Every school-owned row carries school_id and every query filters by it.

-- Whether a school shows exam admission tickets (exam-ticket-switch).
alter table schools add column exam_tickets boolean not null default false;

-- A learning map: ordered steps, each one resource of the same school.
create table learning_maps (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  name text not null check (char_length(name) between 1 and 100),
  name_en text,
  cover_url text,
  position integer not null default 0
);
create index learning_maps_school on learning_maps (school_id, position, id);

create table learning_map_steps (
  map_id text not null references learning_maps(id) on delete cascade,
  school_id text not null references schools(id),
  position integer not null,
  resource_id text not null references resources(id) on delete cascade,
  primary key (map_id, position)
);

-- An admission ticket: one learner, one exam, when and where.
create table exam_tickets (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  user_id text not null references users(id),
  exam_id text not null references resources(id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  room text not null,
  seat text not null,
  status text not null check (status in ('issued', 'checkedIn', 'cancelled')),
  constraint exam_tickets_ordered check (ends_at > starts_at)
);
create index exam_tickets_user on exam_tickets (school_id, user_id, starts_at);

-- The hand-picked list behind a home section's "more" (manualUpdateMore), in order.
create table manual_section_items (
  school_id text not null references schools(id),
  section_id text not null check (char_length(section_id) between 1 and 64),
  position integer not null,
  resource_id text not null references resources(id) on delete cascade,
  primary key (school_id, section_id, position)
);

-- Schools of one union or group, whose logos a member school shows (school-logo-list).
create table school_groups (
  group_id text not null,
  school_id text not null references schools(id),
  position integer not null default 0,
  primary key (group_id, school_id)
);
create index school_groups_school on school_groups (school_id);

-- A learner's booking of a live (reminded before it starts); once per live.
create table live_appointments (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  resource_id text not null references resources(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (school_id, user_id, resource_id)
);

create table community_sections (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  name text not null check (char_length(name) between 1 and 50),
  name_en text,
  position integer not null default 0
);
create index community_sections_school on community_sections (school_id, position, id);

create table community_subscriptions (
  school_id text not null references schools(id),
  section_id text not null references community_sections(id) on delete cascade,
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  primary key (section_id, user_id)
);

-- A post; an activity post also has a capacity and an enrolment deadline. status 'pending' waits for review
-- (open/content-review-switch), only its author sees it.
create table community_posts (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  section_id text not null references community_sections(id) on delete cascade,
  author_id text not null references users(id),
  title text not null check (char_length(title) between 1 and 100),
  content text not null check (char_length(content) between 1 and 5000),
  kind text not null default 'post' check (kind in ('post', 'activity')),
  capacity integer check (capacity >= 1),
  enrol_closes_at timestamptz,
  status text not null default 'published' check (status in ('published', 'pending')),
  created_at timestamptz not null default now(),
  constraint community_posts_activity check ((kind = 'activity') = (capacity is not null))
);
create index community_posts_section on community_posts (school_id, section_id, created_at desc);

create table community_comments (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  post_id text not null references community_posts(id) on delete cascade,
  author_id text not null references users(id),
  content text not null check (char_length(content) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index community_comments_post on community_comments (post_id, created_at);

create table community_enrollments (
  school_id text not null references schools(id),
  post_id text not null references community_posts(id) on delete cascade,
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

-- Words refused in what users publish: school_id null for every school.
create table moderation_words (
  id bigserial primary key,
  school_id text references schools(id),
  word text not null check (char_length(word) between 1 and 50)
);
create unique index moderation_words_unique on moderation_words (coalesce(school_id, ''), lower(word));
