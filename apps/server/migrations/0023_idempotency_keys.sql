-- Writes a client may repeat (issue 23): a create whose answer was lost (an instance killed between its commit and
-- its answer, a dropped connection) is sent again with the same Idempotency-Key and answered from here, not done
-- twice. The key is stored in the write's own transaction, so a key exists exactly when its write was committed.
create table idempotency_keys (
  user_id text not null,
  key text not null,
  -- The call and its input, hashed: the same key with another request is refused, not replayed.
  fingerprint text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
