-- Corporate SSO over SAML 2.0 (issue 20).
--
-- Each assertion an identity provider signs is accepted once: its id is kept until its NotOnOrAfter (after that the
-- time check refuses it anyway), so a captured response posted again is refused.
create table saml_used_assertions (
  provider_id text not null references identity_providers(id),
  assertion_id text not null,
  expires_at timestamptz not null,
  primary key (provider_id, assertion_id)
);
create index saml_used_assertions_expires on saml_used_assertions (expires_at);

-- The identity provider posts its response from its own site, so the browser does not send our SameSite=Lax
-- login_browser cookie with it. The assertion is checked on that post and its result parked here; the browser is
-- then redirected (a top-level GET, which carries the cookie) to finish, where the flow's browser binding is
-- checked. A hand-off works once and for two minutes; only the hash of its token is kept.
create table saml_handoffs (
  token_hash text primary key,
  provider_id text not null references identity_providers(id),
  -- The RelayState (our flow state), spent at finish with consumeFlow.
  relay_state text not null,
  subject text not null,
  email text,
  display_name text,
  expires_at timestamptz not null,
  used_at timestamptz
);
