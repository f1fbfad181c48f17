-- Uploaded files kept in the database (issue 23): what every instance can read, where a local folder is seen by
-- one machine only. The disk store stays for the single embedded process (UPLOAD_STORE, config.ts).
create table upload_blobs (
  key text primary key,
  bytes bytea not null,
  size integer not null,
  created_at timestamptz not null default now()
);
-- Stored uncompressed out of line, so reading a piece (substring) fetches that piece, not the whole file.
alter table upload_blobs alter column bytes set storage external;
