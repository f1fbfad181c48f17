-- Exams a learner can take (issue 33). An exam is a resource of kind 'exam' (its page /portal/{school}/exam/{id});
-- its settings (the spec §3 exam-session flags) and questions live here, and its attempts are the rows of
-- class_exam_attempts (0005), which the class pages already read: an attempt is taken in the class that teaches
-- the exam (class_id), or on its own by a learner enrolled in the exam (class_id null).

create table exam_settings (
  resource_id text primary key references resources(id) on delete cascade,
  school_id text not null references schools(id),
  duration_minutes integer not null check (duration_minutes between 1 and 1440),
  pass_mark numeric(5, 1) not null check (pass_mark between 0 and 100),
  attempts_allowed integer not null check (attempts_allowed between 1 and 100),
  shuffle boolean not null default false,
  -- Spec §3: switches allowed (0: none counted against the learner), seconds away before a switch counts, and
  -- whether the attempt is submitted once the switches are used up.
  allowed_switch_screen_times integer not null default 0 check (allowed_switch_screen_times between 0 and 100),
  switch_screen_tolerate_time integer not null default 5 check (switch_screen_tolerate_time between 0 and 3600),
  switch_screen_submit_flag boolean not null default false,
  -- The score and pass/fail shown after submitting; each question's answer and explanation shown after submitting.
  exam_result_flag boolean not null default true,
  answer_details_flag boolean not null default false,
  -- 1: the learner reviews the questions with their own answers after submitting (0: hidden).
  exam_content_status smallint not null default 1 check (exam_content_status in (0, 1)),
  -- 1: while a lecturer has short answers to mark, the provisional score is shown (0: hidden until marked).
  quiz_status smallint not null default 0 check (quiz_status in (0, 1))
);
create index exam_settings_school on exam_settings (school_id);

create table exam_questions (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  school_id text not null references schools(id),
  resource_id text not null references resources(id) on delete cascade,
  position integer not null check (position >= 1),
  kind text not null check (kind in ('singleChoice', 'multipleChoice', 'trueFalse', 'fillBlank', 'shortAnswer')),
  prompt text not null check (char_length(prompt) between 1 and 5000),
  -- [{ "id": "a", "text": "…" }] for the choice kinds, [] otherwise.
  choices jsonb not null default '[]',
  -- Never sent to a browser before its attempt is submitted: choice ids (choice kinds), ["true"] / ["false"]
  -- (true/false), the accepted texts (fill in the blank); null for a short answer, marked by a lecturer.
  correct jsonb,
  points numeric(5, 1) not null default 1 check (points > 0),
  explanation text not null default '',
  unique (resource_id, position),
  constraint exam_questions_correct check ((kind = 'shortAnswer') = (correct is null))
);
create index exam_questions_resource on exam_questions (school_id, resource_id, position);

-- Attempts outside a class; the server's clock and deadline; how it ended; screen switches counted.
alter table class_exam_attempts alter column class_id drop not null;
alter table class_exam_attempts drop constraint class_exam_attempts_state_check;
alter table class_exam_attempts add constraint class_exam_attempts_state_check check (state in ('inProgress', 'pendingMarking', 'passed', 'failed'));
alter table class_exam_attempts add column deadline_at timestamptz;
alter table class_exam_attempts add column switch_count integer not null default 0 check (switch_count >= 0);
alter table class_exam_attempts add column submitted_by text check (submitted_by in ('learner', 'deadline', 'switches'));
create index class_exam_attempts_exam on class_exam_attempts (school_id, user_id, exam_id, started_at desc);
-- At most one attempt in progress per learner and exam (two tabs pressing Start make one).
create unique index class_exam_attempts_one_open on class_exam_attempts (school_id, user_id, exam_id) where state = 'inProgress';

-- One answer per question, saved as the learner goes; points once graded (null: a short answer awaiting marking).
create table exam_attempt_answers (
  attempt_id text not null references class_exam_attempts(id) on delete cascade,
  question_id text not null references exam_questions(id) on delete cascade,
  school_id text not null references schools(id),
  answer jsonb not null,
  points numeric(5, 1),
  saved_at timestamptz not null default now(),
  primary key (attempt_id, question_id)
);

-- Each counted screen switch, for the lecturer.
create table exam_screen_switches (
  attempt_id text not null references class_exam_attempts(id) on delete cascade,
  school_id text not null references schools(id),
  n integer not null check (n >= 1),
  away_seconds integer not null check (away_seconds >= 0),
  recorded_at timestamptz not null default now(),
  primary key (attempt_id, n)
);
