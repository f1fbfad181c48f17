-- Issue 32: our authorization server becomes a standard OpenID provider (oidc-provider, decision 0028). Its store is
-- this table, shared by every instance: authorization codes, access and refresh tokens, grants, sessions and
-- interactions, one row each. A row is found by the SHA-256 of its id (a code or token is its own id): a copy of the
-- database signs no one in. Clients stay in oauth_clients, consent remembered in oauth_consents.
create table oidc_payloads (
  model text not null,
  id_hash text not null,
  payload jsonb not null,
  -- Copied out of the payload for the provider's look-ups: revoke by grant, find a session by uid, and the
  -- person's unused codes deleted at logout (spec §4).
  grant_id text,
  uid text,
  account_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id_hash)
);
create index oidc_payloads_grant on oidc_payloads (grant_id) where grant_id is not null;
create index oidc_payloads_uid on oidc_payloads (model, uid) where uid is not null;
create index oidc_payloads_account on oidc_payloads (account_id, model) where account_id is not null;
create index oidc_payloads_expires on oidc_payloads (expires_at);

-- Where a client may send the browser after RP-initiated logout (exact match, like redirect_uris).
alter table oauth_clients add column post_logout_redirect_uris text[] not null default '{}';

-- The hand-written server's codes and tokens (migration 0012) are replaced by the provider's: any still live is
-- dropped with them (codes live 600 s, tokens 600 s).
drop table oauth_access_tokens;
drop table auth_codes;
