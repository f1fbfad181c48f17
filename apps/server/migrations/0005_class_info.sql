-- Learners in their classes (issue 19): the home page's class cards point at a class, progress per courseware item,
-- exam attempts, attendance checks with photos, training plans, lab experiments, certificates and learning points.
-- Every table carries school_id, like those of 0003.

-- A class card of the home page (a resources row of kind 'class') opens this class.
alter table resources add column class_id text references classes(id) on delete set null;

-- The school's lab: an https address (or a same-origin path in the demo) and a secret the lab proves itself with,
-- stored as its SHA-256 (a leaked database does not give the lab's secret away).
alter table schools add column lab_url text check (lab_url ~ '^(https://|/[^/])');
alter table schools add column lab_secret_hash text check (lab_secret_hash ~ '^[0-9a-f]{64}$');

-- The one store of a learner's progress on a courseware item of a class (training records write here too).
create table class_courseware_progress (
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  courseware_uuid text not null,
  progress smallint not null default 0 check (progress between 0 and 100),
  position_seconds integer not null default 0 check (position_seconds >= 0),
  last_studied_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (class_id, user_id, courseware_uuid)
);

-- Attempts at an exam (a resource of kind 'exam') by a learner in a class.
create table class_exam_attempts (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  exam_id text not null,
  state text not null check (state in ('inProgress', 'passed', 'failed')),
  score numeric(5, 1),
  pass_score numeric(5, 1),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index class_exam_attempts_user on class_exam_attempts (class_id, user_id, exam_id, started_at desc);

-- Attendance: a check of a session, open for a while; a learner checks in once (the primary key) and adds photos.
create table class_checks (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  session_id text references class_sessions(id) on delete set null,
  title text not null check (char_length(title) between 1 and 100),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint class_checks_window_ordered check (closes_at > opens_at)
);
create index class_checks_class on class_checks (class_id, opens_at);

create table class_check_ins (
  check_id text not null references class_checks(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  checked_in_at timestamptz not null default now(),
  primary key (check_id, user_id)
);

create table attendance_attachments (
  id text primary key check (id ~ '^[0-9]{19}$'),
  check_id text not null,
  user_id text not null,
  school_id text not null references schools(id),
  file_name text not null check (char_length(file_name) between 1 and 200),
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  storage_key text not null,
  created_at timestamptz not null default now(),
  foreign key (check_id, user_id) references class_check_ins (check_id, user_id) on delete cascade
);
create index attendance_attachments_check on attendance_attachments (check_id, user_id, created_at);

-- Training plans: courseware items of the school in order; where each learner stopped.
create table class_trainings (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  title text not null check (char_length(title) between 1 and 100),
  description_html text not null default '',
  created_at timestamptz not null default now()
);
create index class_trainings_class on class_trainings (class_id);

create table class_training_items (
  id text primary key check (id ~ '^[0-9]{19}$'),
  training_id text not null references class_trainings(id) on delete cascade,
  school_id text not null references schools(id),
  courseware_uuid text not null,
  name text not null,
  courseware_type smallint not null check (courseware_type in (1, 2, 3)),
  duration_minutes integer not null default 0 check (duration_minutes >= 0),
  position integer not null,
  constraint class_training_items_once unique (training_id, courseware_uuid)
);
create index class_training_items_training on class_training_items (training_id, position);

-- The schedule record of a training: the item studied last and where in it (per-item progress is in class_courseware_progress).
create table class_training_records (
  training_id text not null references class_trainings(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  item_id text not null references class_training_items(id) on delete cascade,
  position_seconds integer not null default 0 check (position_seconds >= 0),
  updated_at timestamptz not null default now(),
  primary key (training_id, user_id)
);

-- Lab experiments of a class, who started them, and one-time codes to open the external lab.
create table class_experiments (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  title text not null check (char_length(title) between 1 and 100),
  description_html text not null default '',
  steps jsonb not null default '[]',
  duration_minutes integer not null default 0 check (duration_minutes >= 0),
  created_at timestamptz not null default now()
);
create index class_experiments_class on class_experiments (class_id);

create table experiment_runs (
  experiment_id text not null references class_experiments(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (experiment_id, user_id)
);

-- Only the SHA-256 of a code is kept: the code itself travels once, in the launch address.
create table elab_codes (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  user_id text not null references users(id),
  experiment_id text not null references class_experiments(id) on delete cascade,
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index elab_codes_expiry on elab_codes (expires_at);

-- Certificates: one per learner and class, numbered CERT-<year>-<6 digits> from one sequence.
create sequence class_certificate_numbers;
create table class_certificates (
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  certificate_no text not null unique,
  issued_at timestamptz not null default now(),
  primary key (class_id, user_id)
);

-- Learning points for a finished courseware item: the primary key makes the award happen once.
create table learning_point_events (
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  courseware_uuid text not null,
  points integer not null,
  awarded_at timestamptz not null default now(),
  primary key (class_id, user_id, courseware_uuid)
);
