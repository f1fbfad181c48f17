-- Background work that must run once across every instance (issue 23, decision 0020): a row per run, claimed with
-- FOR UPDATE SKIP LOCKED under a lease. A periodic job's key is its period, so every instance may enqueue it and
-- the unique key keeps one.
create table jobs (
  id bigserial primary key,
  name text not null,
  key text not null,
  run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (name, key)
);
create index jobs_due on jobs (run_at) where done_at is null and failed_at is null;
