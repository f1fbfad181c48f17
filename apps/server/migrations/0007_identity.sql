-- Sign-in methods beyond the SMS / e-mail code (issue 20). Decision 0019 explains the identity model.
--
-- A school configures the identity providers it signs in through. An outside identity is keyed by
-- (provider, subject) and is bound to one of our accounts only after the person proved that account with a fresh
-- code: never by a matching e-mail or phone. Every step of a flow (state, pending bind) is single-use, short-lived
-- and tied to the browser that started it (a random HttpOnly cookie whose hash is stored here).

create table identity_providers (
  id text primary key check (id ~ '^[a-z0-9-]{3,64}$'),
  school_id text not null references schools(id),
  -- enterpriseOauth2 and sso are OpenID Connect (sso may also be saml); welink, hw and imc are messaging-app
  -- authorization servers; bignet is the internal network.
  kind text not null check (kind in ('enterpriseOauth2', 'sso', 'welink', 'hw', 'imc', 'bignet')),
  protocol text not null check (protocol in ('oidc', 'saml', 'oauth2', 'network')),
  display_name text not null check (char_length(display_name) between 1 and 100),
  issuer text,
  client_id text,
  -- AES-256-GCM under a key derived from the server secret (identity/secretBox.ts); never logged, never answered.
  client_secret_enc text,
  -- SAML: the IdP's metadata XML (its certificate and endpoints).
  saml_idp_metadata text,
  -- Exact redirect URIs this provider may send the browser back to (one per origin the portal is served on).
  redirect_uris text[] not null default '{}',
  -- Internal network: CIDR ranges (IPv4 and IPv6) whose connections may sign in.
  ip_ranges text[] not null default '{}',
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index identity_providers_school on identity_providers (school_id, kind) where enabled;

create table external_identities (
  provider_id text not null references identity_providers(id),
  subject text not null check (char_length(subject) between 1 and 255),
  user_id text not null references users(id),
  -- What the provider said at the last sign-in (shown masked on bound-account; never used to link).
  email text,
  display_name text,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  primary key (provider_id, subject)
);
create index external_identities_user on external_identities (user_id);

-- One started sign-in at a provider: OAuth2 / OIDC state, nonce and PKCE verifier, or a SAML request id.
create table login_flows (
  state_hash text primary key,
  provider_id text not null references identity_providers(id),
  browser_hash text not null,
  nonce text,
  code_verifier text,
  redirect_uri text not null,
  -- The same-origin path the user wanted (checked with safeRedirectPath when the flow starts).
  return_path text not null default '/',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A verified outside identity waiting to be bound to an account (bind-account) or moved (bound-account-verify).
create table pending_binds (
  token_hash text primary key,
  provider_id text not null references identity_providers(id),
  subject text not null,
  email text,
  display_name text,
  id_token text,
  browser_hash text not null,
  return_path text not null default '/',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- How a session was started, kept on the server: sign-out goes where this says, never where the browser says.
alter table sessions add column login_method integer not null default 1;
alter table sessions add column provider_id text references identity_providers(id);
-- The provider's ID token, for RP-initiated logout (id_token_hint).
alter table sessions add column id_token text;
