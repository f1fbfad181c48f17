-- Classes of the lecturing center (issue 18, decision 0016). Dates are stored in UTC; the school's IANA zone says
-- which wall time and which calendar day they are for the school. Event status (unstarted / ongoing / ended) is
-- never stored: it is computed from the dates at the moment of the request.

alter table schools add column time_zone text not null default 'Asia/Shanghai';

-- A class manager manages every class of the school, like the administrator, but decorates nothing.
alter table members drop constraint members_role_check;
alter table members add constraint members_role_check check (role in ('learner', 'lecturer', 'admin', 'classManager'));

create table classes (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  sub_school_id text,
  title text not null check (char_length(title) between 1 and 100),
  title_en text check (char_length(title_en) <= 100),
  description_html text not null default '',
  cover_url text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  enrol_opens_at timestamptz,
  enrol_closes_at timestamptz,
  capacity integer check (capacity >= 1),
  mode text not null default 'online' check (mode in ('online', 'offline')),
  location text,
  published boolean not null default false,
  -- Learners enrolled now (status 1), kept by the trigger below: the list sorts by it without counting every class.
  enrolled_count integer not null default 0,
  created_by text not null references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint classes_dates_ordered check (ends_at > starts_at),
  constraint classes_enrol_window_ordered check (enrol_closes_at > enrol_opens_at),
  constraint classes_enrol_closes_before_end check (enrol_closes_at <= ends_at)
);
-- The management list filters by school and sorts by start (the default) or by title; both read the index in order.
create index classes_school_starts on classes (school_id, starts_at, id);
create index classes_school_title on classes (school_id, lower(title), id);

create table class_lecturers (
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  primary key (class_id, user_id)
);
-- "The classes I teach": a lecturer's lists start here.
create index class_lecturers_user on class_lecturers (school_id, user_id, class_id);

create table class_sessions (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  title text not null check (char_length(title) between 1 and 100),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  lecturer_id text references users(id),
  room text,
  position integer not null,
  constraint class_sessions_dates_ordered check (ends_at > starts_at)
);
create index class_sessions_class on class_sessions (class_id, starts_at, id);
-- The month calendar: sessions of a school in a date range.
create index class_sessions_school_starts on class_sessions (school_id, starts_at);

create table class_enrolments (
  class_id text not null references classes(id) on delete cascade,
  user_id text not null references users(id),
  school_id text not null references schools(id),
  status smallint not null default 1 check (status in (0, 1)),
  progress smallint not null default 0 check (progress between 0 and 100),
  enrolled_at timestamptz not null default now(),
  primary key (class_id, user_id)
);
-- "My classes" of a learner (issue 19).
create index class_enrolments_user on class_enrolments (school_id, user_id);

-- classes.enrolled_count follows every insert, status change and delete of enrolments, whoever writes them. The
-- triggers run once per statement over its transition table (a bulk import of 40,000 learners updates the class row
-- once, not 40,000 times); each body is one line because migrate.ts splits statements at semicolons ending a line.
create function class_enrolments_inserted() returns trigger language plpgsql as $$ begin update classes c set enrolled_count = c.enrolled_count + d.n from (select class_id, count(*)::int as n from new_rows where status = 1 group by class_id) d where c.id = d.class_id; return null; end $$;
create function class_enrolments_deleted() returns trigger language plpgsql as $$ begin update classes c set enrolled_count = c.enrolled_count - d.n from (select class_id, count(*)::int as n from old_rows where status = 1 group by class_id) d where c.id = d.class_id; return null; end $$;
create function class_enrolments_updated() returns trigger language plpgsql as $$ begin update classes c set enrolled_count = c.enrolled_count + d.n from (select class_id, sum(n)::int as n from (select class_id, 1 as n from new_rows where status = 1 union all select class_id, -1 from old_rows where status = 1) x group by class_id) d where c.id = d.class_id and d.n <> 0; return null; end $$;
create trigger class_enrolments_count_insert after insert on class_enrolments referencing new table as new_rows for each statement execute function class_enrolments_inserted();
create trigger class_enrolments_count_delete after delete on class_enrolments referencing old table as old_rows for each statement execute function class_enrolments_deleted();
create trigger class_enrolments_count_update after update on class_enrolments referencing old table as old_rows new table as new_rows for each statement execute function class_enrolments_updated();

create table class_courseware (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  courseware_uuid text not null,
  courseware_name text not null,
  courseware_type smallint not null check (courseware_type in (1, 2, 3)),
  position integer not null,
  created_at timestamptz not null default now(),
  constraint class_courseware_once unique (class_id, courseware_uuid)
);
create index class_courseware_class on class_courseware (class_id, position);
