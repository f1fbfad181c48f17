-- Academy Portal schema. Every school-owned table carries school_id and every query filters by it, so one
-- database serves many schools and can later be distributed by school_id (e.g. Citus).

create table settings (
  key text primary key,
  value text not null
);

create table schools (
  id text primary key check (id ~ '^[0-9]{19}$'),
  name text not null,
  name_en text,
  region text not null check (region in ('mainland', 'overseas')),
  default_locale text not null,
  open_school boolean not null default false,
  login_method integer not null default 1,
  is_o3 boolean not null default false,
  logo_url text,
  theme jsonb,
  decorated boolean not null default false,
  mobile_portal_url text,
  on_sale boolean not null default true,
  content_review boolean not null default false,
  locales text[] not null,
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  mobile text unique,
  email text unique,
  real_name text,
  nick_name text,
  avatar_url text,
  created_at timestamptz not null default now()
);

create table members (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  role text not null check (role in ('learner', 'lecturer', 'admin')),
  is_valid boolean not null default true,
  school_union_leader integer not null default 0,
  primary key (school_id, user_id)
);

create table verification_codes (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  target text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_attempts integer not null default 0
);
create index verification_codes_target on verification_codes (target, created_at desc);

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

-- Refresh tokens are stored hashed; a family is one sign-in. Reuse of a rotated token revokes the family.
create table refresh_tokens (
  token_hash text primary key,
  family_id text not null,
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family on refresh_tokens (family_id);

create table sessions (
  id text primary key,
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create table auth_codes (
  code text primary key,
  user_id text not null references users(id),
  client_id text not null,
  redirect_uri text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

create table outbox (
  id bigserial primary key,
  channel text not null,
  recipient text not null,
  code text not null,
  sent_at timestamptz not null default now()
);

create table resources (
  id text primary key,
  school_id text not null references schools(id),
  resource_type integer not null,
  content_kind text not null,
  name text,
  name_en text,
  cover_url text,
  views integer not null default 0,
  downloads integer not null default 0,
  rating numeric(2,1),
  created_at timestamptz not null,
  live_status integer,
  live_start_at timestamptz,
  zone integer not null default 0,
  price numeric(10,2),
  currency text,
  audience integer not null default 1,
  duration_seconds integer,
  author text,
  category_ids integer[] not null default '{}'
);
create index resources_school_kind on resources (school_id, content_kind, created_at desc);

create table enrollments (
  school_id text not null,
  user_id text not null,
  resource_id text not null,
  primary key (school_id, user_id, resource_id)
);

create table points (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  points integer not null,
  primary key (school_id, user_id)
);

create table pages (
  school_id text not null references schools(id),
  status text not null check (status in ('draft', 'released')),
  id text not null,
  version integer not null,
  composition jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (school_id, status)
);

create table bulletins (
  id text primary key,
  school_id text not null references schools(id),
  content text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  status integer not null
);

create table footers (
  school_id text primary key references schools(id),
  config jsonb not null
);

create table navigations (
  school_id text primary key references schools(id),
  items jsonb not null
);

create table school_config (
  school_id text not null references schools(id),
  config_type text not null,
  config_value text not null,
  primary key (school_id, config_type)
);

create table feedback (
  id text primary key,
  school_id text not null references schools(id),
  user_id text not null references users(id),
  feedback_type integer not null,
  content text not null,
  pic_url text not null,
  allow_contact integer not null,
  phone_number text,
  school_name text not null,
  user_name text not null,
  client_type text not null,
  created_at timestamptz not null default now()
);

create table uploads (
  id text primary key,
  user_id text not null references users(id),
  file_name text not null,
  content_type text not null,
  size integer not null,
  created_at timestamptz not null default now()
);

create table searches (
  school_id text not null references schools(id),
  user_id text,
  keyword text not null,
  searched_at timestamptz not null default now()
);
create index searches_school on searches (school_id, keyword);
