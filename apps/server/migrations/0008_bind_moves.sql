-- Moving a binding (issue 20, bound-account-verify). When the account someone proved on bind-account already has
-- another identity of the same provider, nothing is bound: the move is offered here, single-use, short-lived and tied
-- to the browser, and done only after one more fresh code to the same phone or e-mail (decision 0019).
create table bind_moves (
  token_hash text primary key,
  pending_token_hash text not null references pending_binds(token_hash),
  user_id text not null references users(id),
  -- The phone or e-mail the account was proved with: the second code must go to the same one.
  recipient text not null,
  -- The identity that would be unbound (its provider is the pending bind's).
  old_subject text not null,
  browser_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index bind_moves_pending on bind_moves (pending_token_hash);
