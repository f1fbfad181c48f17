-- Our own authorization server (issue 20, /oauth2/v1/authorize): client apps registered per school, consent
-- remembered per person and app, authorization codes with PKCE, and the access tokens they are exchanged for.
-- Codes and tokens are stored hashed (SHA-256): a copy of the database signs no one in.

create table oauth_clients (
  client_id text primary key check (client_id ~ '^[A-Za-z0-9._-]{3,100}$'),
  school_id text not null references schools(id),
  name text not null check (char_length(name) between 1 and 100),
  -- Compared character for character with the request's redirect_uri (no prefix, no normalisation).
  redirect_uris text[] not null check (cardinality(redirect_uris) > 0),
  -- SHA-256 of a confidential client's secret; null for a public client (PKCE alone proves it).
  secret_hash text,
  scopes text[] not null default '{openid,profile}',
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index oauth_clients_school on oauth_clients (school_id);

-- "Allow" remembered: the same app asking for the same (or fewer) scopes is not asked again; more scopes ask again.
create table oauth_consents (
  user_id text not null references users(id),
  client_id text not null references oauth_clients(client_id),
  scopes text[] not null,
  granted_at timestamptz not null default now(),
  primary key (user_id, client_id)
);

-- Codes from before this migration were stored in clear and live 600 s at most: they are dropped.
delete from auth_codes;
alter table auth_codes rename column code to code_hash;
alter table auth_codes add column school_id text references schools(id);
alter table auth_codes add column scope text not null default 'openid';
alter table auth_codes add column code_challenge text not null default '';
alter table auth_codes add column code_challenge_method text not null default 'S256' check (code_challenge_method = 'S256');
alter table auth_codes add column expires_at timestamptz not null default now() + interval '600 seconds';
alter table auth_codes alter column code_challenge drop default;
create index auth_codes_user on auth_codes (user_id) where used_at is null;

-- What a code was exchanged for. A code presented a second time revokes every token issued from it (RFC 6749 §4.1.2).
create table oauth_access_tokens (
  token_hash text primary key,
  code_hash text not null,
  client_id text not null references oauth_clients(client_id),
  user_id text not null references users(id),
  scope text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index oauth_access_tokens_code on oauth_access_tokens (code_hash);
