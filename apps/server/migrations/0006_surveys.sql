-- Satisfaction surveys of a class (issue 19). A questionnaire belongs to one class; learners enrolled in it answer
-- once while it is open; the class's managers read the results and send reminders.
--
-- Anonymity is kept by the schema: who answered (survey_respondents) is stored apart from what was answered
-- (survey_responses and their items). An anonymous response has no user and no time, and its id is random, so
-- neither the row nor its order links it back to a person.

create table questionnaires (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  anonymous boolean not null default false,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  created_by text not null references users(id),
  created_at timestamptz not null default now(),
  constraint questionnaires_window_ordered check (closes_at > opens_at)
);
create index questionnaires_class on questionnaires (class_id, opens_at, id);

create table survey_questions (
  id text primary key check (id ~ '^[0-9]{19}$'),
  questionnaire_id text not null references questionnaires(id) on delete cascade,
  school_id text not null references schools(id),
  position integer not null,
  kind text not null check (kind in ('single', 'multiple', 'rating', 'text')),
  title text not null check (char_length(title) between 1 and 500),
  required boolean not null default true,
  -- Free text only: at most this many characters (else SURVEY_LIMITS.textMax, 2000).
  max_length integer check (max_length between 1 and 2000),
  constraint survey_questions_position unique (questionnaire_id, position)
);

create table survey_options (
  id text primary key check (id ~ '^[0-9]{19}$'),
  question_id text not null references survey_questions(id) on delete cascade,
  school_id text not null references schools(id),
  position integer not null,
  label text not null check (char_length(label) between 1 and 200),
  constraint survey_options_position unique (question_id, position)
);

-- Who answered: the primary key is THE once-only guarantee (two tabs sending at once: the second insert fails).
create table survey_respondents (
  questionnaire_id text not null references questionnaires(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  submitted_at timestamptz not null default now(),
  primary key (questionnaire_id, user_id)
);

-- What was answered. Named: the user and the time; anonymous: neither (the check keeps both or none).
create table survey_responses (
  id uuid primary key,
  questionnaire_id text not null references questionnaires(id) on delete cascade,
  school_id text not null references schools(id),
  user_id text references users(id),
  submitted_at timestamptz,
  constraint survey_responses_named_together check ((user_id is null) = (submitted_at is null)),
  constraint survey_responses_once unique (questionnaire_id, user_id)
);
create index survey_responses_questionnaire on survey_responses (questionnaire_id, id);

-- One row per chosen option, rating or text, so results are counted in SQL.
create table survey_answer_items (
  response_id uuid not null references survey_responses(id) on delete cascade,
  question_id text not null references survey_questions(id) on delete cascade,
  school_id text not null references schools(id),
  option_id text references survey_options(id) on delete cascade,
  rating smallint check (rating between 1 and 5),
  text text,
  constraint survey_answer_items_one_value check (num_nonnulls(option_id, rating, text) = 1)
);
create unique index survey_answer_items_once on survey_answer_items (response_id, question_id, coalesce(option_id, ''));
create index survey_answer_items_question on survey_answer_items (question_id, option_id);

-- Every reminder sent, one row per learner; a batch is one press of "send reminders".
create table survey_reminders (
  batch_id text not null check (batch_id ~ '^[0-9]{19}$'),
  questionnaire_id text not null references questionnaires(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  sent_by text not null references users(id),
  sent_at timestamptz not null default now(),
  primary key (batch_id, user_id)
);
create index survey_reminders_user on survey_reminders (questionnaire_id, user_id, sent_at desc);
