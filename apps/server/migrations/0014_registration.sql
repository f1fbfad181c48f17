-- Registering an academy or a store (issue #21): the school's address (slug), kind, plan and market settings, the
-- wizard's server-side draft per user, idempotent creation and activation codes (stored hashed, single use).

alter table schools add column slug text check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) between 3 and 40);
create unique index schools_slug on schools (slug);
alter table schools add column kind text not null default 'academy' check (kind in ('academy', 'store'));
alter table schools add column created_by text references users(id);
alter table schools add column plan_name text;
alter table schools add column max_members integer;
alter table schools add column plan_valid_until timestamptz;
alter table schools add column market_config jsonb;
alter table schools add column contact jsonb;

-- One draft per user: a reload or a second tab resumes it. school_id is set once the create call has made the school;
-- done_steps records provisioning progress, which the creating page polls.
create table registration_drafts (
  user_id text primary key references users(id),
  kind text not null check (kind in ('academy', 'store')),
  form jsonb not null,
  status text not null default 'editing' check (status in ('editing', 'provisioning', 'done', 'failed')),
  school_id text references schools(id),
  done_steps text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index registration_drafts_updated on registration_drafts (updated_at);

-- A create call's key → its school: a retry after a lost answer finds the same school, never a second one.
create table school_creations (
  user_id text not null references users(id),
  idempotency_key text not null,
  school_id text not null references schools(id),
  kind text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);

create table activation_codes (
  code_hash text primary key,
  plan_name text not null,
  max_members integer not null check (max_members > 0),
  valid_until timestamptz not null,
  redeemed_at timestamptz,
  redeemed_by text references users(id),
  school_id text references schools(id)
);

insert into settings (key, value) values ('registration.requireActiveCode', 'false') on conflict (key) do nothing;

-- Provisioning steps a new school has finished (its draft may be gone): a retry runs only the missing ones.
create table school_provisioning (
  school_id text not null references schools(id),
  step text not null,
  done_at timestamptz not null default now(),
  primary key (school_id, step)
);
