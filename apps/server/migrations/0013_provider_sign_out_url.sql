-- Spec §4 sign-out for enterprise cloud sessions (login method 2, the hw messaging app): the provider's own
-- sign-out or sign-in page, when the school configured one. Sign-out goes there; without it, to our login page.
-- (OpenID providers announce theirs as end_session_endpoint, SAML ones as SingleLogoutService in their metadata.)
alter table identity_providers add column sign_out_url text check (sign_out_url is null or sign_out_url ~ '^https?://');
