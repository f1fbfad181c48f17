-- Issue 21, part 3: versioned agreements, who accepted which version (append-only), cookie consent, school states.

-- One row per published version of an agreement. Bodies and change summaries per locale (jsonb: locale -> text).
create table agreement_versions (
  kind text not null check (kind in ('service', 'privacy', 'schoolDataProcessing')),
  version integer not null check (version > 0),
  published_at timestamptz not null default now(),
  changes jsonb not null default '{}'::jsonb,
  bodies jsonb not null,
  primary key (kind, version)
);

-- Every acceptance and withdrawal, never changed nor removed: the latest row per (user, kind) — or per (school, kind)
-- for the school data processing agreement — is the state.
create table agreement_signs (
  id bigserial primary key,
  user_id text not null references users(id),
  school_id text references schools(id),
  kind text not null check (kind in ('service', 'privacy', 'schoolDataProcessing')),
  version integer not null,
  action text not null check (action in ('sign', 'withdraw')),
  locale text not null,
  client text not null,
  at timestamptz not null default now()
);

create index agreement_signs_by_user on agreement_signs (user_id, kind, id);

create index agreement_signs_by_school on agreement_signs (school_id, kind, id) where school_id is not null;

create rule agreement_signs_append_only_update as on update to agreement_signs do instead nothing;

create rule agreement_signs_append_only_delete as on delete to agreement_signs do instead nothing;

-- Cookie choices, keyed by the browser (anonymous allowed), append-only too.
create table cookie_consents (
  id bigserial primary key,
  browser text not null,
  user_id text references users(id),
  analytics boolean not null,
  client text not null,
  at timestamptz not null default now()
);

create index cookie_consents_by_browser on cookie_consents (browser, id);

create rule cookie_consents_append_only_update as on update to cookie_consents do instead nothing;

create rule cookie_consents_append_only_delete as on delete to cookie_consents do instead nothing;

-- A school's account states (spec §2 /disableLogin, /disableNetwork, /disableOrder).
alter table schools add column login_disabled boolean not null default false;

alter table schools add column network_disabled boolean not null default false;

alter table schools add column order_disabled boolean not null default false;
