-- Invitations to join a school (issue 21). The link's token is random; only its SHA-256 is looked up, and a sealed
-- copy (AES-GCM under the server secret) lets the administrator copy or resend the link later. `uses` is counted in
-- the joining transaction with `uses < max_uses` in the update, so concurrent joins never pass the limit.
create table school_invites (
  id text primary key,
  school_id text not null references schools(id),
  role text not null check (role in ('learner', 'lecturer', 'classManager')),
  token_hash text not null unique,
  token_sealed text not null,
  expires_at timestamptz not null,
  max_uses integer not null check (max_uses between 1 and 1000),
  uses integer not null default 0 check (uses >= 0 and uses <= max_uses),
  revoked_at timestamptz,
  created_by text references users(id),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index school_invites_school on school_invites (school_id, created_at desc);

-- Who joined by which invitation and when (one row per person and link: joining twice adds nothing).
create table school_invite_joins (
  invite_id text not null references school_invites(id),
  school_id text not null references schools(id),
  user_id text not null references users(id),
  role_before text,
  joined_at timestamptz not null default now(),
  primary key (invite_id, user_id)
);
create index school_invite_joins_school on school_invite_joins (school_id, joined_at desc);

-- The school a user last chose (/login/select, common-current): offered first next time.
create table user_school_choice (
  user_id text not null references users(id),
  school_id text not null references schools(id),
  chosen_at timestamptz not null default now(),
  primary key (user_id, school_id)
);
create index user_school_choice_latest on user_school_choice (user_id, chosen_at desc);
