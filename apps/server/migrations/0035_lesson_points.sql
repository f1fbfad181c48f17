-- Issue 31: learning points for a lesson of a course finished in the player (video watched to 90 %, document to its
-- last page, article to its end), awarded by the server in the progress write that finishes it. The primary key
-- makes the award happen once, however many tabs report at the same time; the honour board adds these to the class
-- courseware points of learning_point_events.
create table lesson_point_events (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  lesson_id text not null references course_lessons(id) on delete cascade,
  points integer not null,
  awarded_at timestamptz not null default now(),
  primary key (school_id, user_id, lesson_id)
);
create index lesson_point_events_awarded on lesson_point_events (school_id, awarded_at);
