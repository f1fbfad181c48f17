-- A lockout that cannot be turned against a user (issue 20). Wrong codes and code requests are counted per account
-- AND client, so an attacker hammering one account from one place slows down only that place; the rightful user on
-- another browser with a fresh code still signs in. See apps/server/src/auth/lockout.ts.

-- The browser that asked for a code (hash of its login_browser cookie): the code is checked only from there, so
-- guesses from elsewhere neither find it nor burn it.
alter table verification_codes add column browser_hash text;

-- scope: 'browser:<hash>', 'address:<ip>' or 'all' (the account's ceiling across every client).
create table signin_attempts (
  action text not null check (action in ('verify', 'send')),
  account text not null,
  scope text not null,
  hits integer not null default 0,
  last_at timestamptz not null default now(),
  primary key (action, account, scope)
);
create index signin_attempts_stale on signin_attempts (last_at);

-- The image check: distorted digits drawn by the server; the answer kept as an HMAC, each challenge answered once.
-- A solved challenge is a pass for one more attempt by the same client on the same account.
create table image_checks (
  id text primary key,
  account text not null,
  browser_hash text not null,
  answer_hash text not null,
  expires_at timestamptz not null,
  solved_at timestamptz,
  spent_at timestamptz
);
create index image_checks_passes on image_checks (account, browser_hash) where solved_at is not null and spent_at is null;
