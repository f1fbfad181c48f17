-- The course player (issue 31): a course is chapters of lessons — a video (with WebVTT captions per language), a
-- PDF document or an article — and each learner's progress is measured per lesson, never declared:
--   video   the distinct seconds actually played (a report can credit no more than the time since the last one
--           allows, so seeking ahead adds nothing); done at 90 % of the length;
--   pdf     the furthest page shown; done at the last page;
--   article done when read to its end.
-- Reports from two tabs merge (a union of seconds, the furthest page) under the row's lock: nothing lost or doubled.
create table course_lessons (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  school_id text not null references schools(id),
  resource_id text not null references resources(id) on delete cascade,
  chapter integer not null check (chapter >= 1),
  chapter_title text not null check (char_length(chapter_title) between 1 and 200),
  chapter_title_en text,
  position integer not null check (position >= 1),
  kind text not null check (kind in ('video', 'pdf', 'article')),
  title text not null check (char_length(title) between 1 and 200),
  title_en text,
  -- The file in the media store (video and PDF).
  media_file text check (media_file ~ '^[a-z0-9-]+\.(webm|mp4|pdf)$'),
  caption_langs text[] not null default '{}',
  duration_seconds integer check (duration_seconds > 0),
  page_count integer check (page_count > 0),
  article_html text,
  unique (resource_id, position),
  constraint course_lessons_kind check (
    (kind = 'video' and media_file is not null and duration_seconds is not null)
    or (kind = 'pdf' and media_file is not null and page_count is not null)
    or (kind = 'article' and article_html is not null))
);
create index course_lessons_resource on course_lessons (school_id, resource_id, position);

create table lesson_progress (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  lesson_id text not null references course_lessons(id) on delete cascade,
  watched_seconds integer[] not null default '{}',
  position_seconds integer not null default 0,
  max_page integer not null default 0,
  last_page integer not null default 0,
  read_to_end boolean not null default false,
  done_at timestamptz,
  credited_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (school_id, user_id, lesson_id)
);

-- Where a learner left a course: "Continue" opens this lesson.
alter table person_learning add column last_lesson_id text references course_lessons(id) on delete set null;
