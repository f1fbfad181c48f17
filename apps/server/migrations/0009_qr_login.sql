-- QR sign-in (issue 20): a desktop browser opens a session and shows its QR; a signed-in phone scans it, sees the
-- requesting browser (device, IP, time) and confirms or cancels; the desktop then takes a session, once.
--
-- The id travels in the QR, so only its hash is stored; the row belongs to the browser that opened it (the
-- login_browser cookie's hash), and only that browser may poll it or take its tokens. Expiry is read from
-- expires_at: a waiting or scanned session past it is expired.
create table qr_logins (
  id_hash text primary key,
  browser_hash text not null,
  -- The requester as the server saw it, shown on the phone before it confirms.
  browser_name text,
  os_name text,
  ip text not null,
  return_path text not null default '/',
  status text not null default 'waiting' check (status in ('waiting', 'scanned', 'confirmed', 'cancelled')),
  -- The signed-in user who scanned: only they may confirm or cancel, and the desktop is signed in as them.
  user_id text references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  scanned_at timestamptz,
  decided_at timestamptz,
  token_taken_at timestamptz
);
create index qr_logins_expires on qr_logins (expires_at);
