-- Class attachments and live lectures of the lecturing center (issue 18). Files live under UPLOAD_DIR; rows keep the
-- storage key, the name the lecturer gave and the content type found in the bytes at upload.

-- An upload id handed out by v1/getUploadUrl: the file arrives later (PUT), then addClassAttachments turns it into an
-- attachment of a class. Only the user who asked for it may fill or attach it, and only in that school.
create table class_uploads (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  user_id text not null references users(id),
  file_name text not null,
  content_type text,
  attachment_type text check (attachment_type in ('document', 'image', 'video', 'archive')),
  size_bytes bigint,
  storage_key text,
  created_at timestamptz not null default now(),
  uploaded_at timestamptz
);
create index class_uploads_user on class_uploads (school_id, user_id, created_at);

create table class_attachments (
  id text primary key check (id ~ '^[0-9]{19}$'),
  class_id text not null references classes(id) on delete cascade,
  school_id text not null references schools(id),
  file_name text not null check (char_length(file_name) between 1 and 200),
  content_type text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  storage_key text not null,
  attachment_type text not null check (attachment_type in ('document', 'image', 'video', 'archive')),
  position integer not null,
  created_by text not null references users(id),
  created_at timestamptz not null default now()
);
-- The list in display order, and the per-type list, both read one class in order.
create index class_attachments_class on class_attachments (class_id, position, id);

create table live_lectures (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  class_id text not null references classes(id) on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  lecturer_id text not null references users(id),
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes between 5 and 720),
  description_html text not null default '',
  cover_url text,
  room_url text check (room_url ~ '^https://'),
  bbb_meeting_id text,
  created_by text not null references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index live_lectures_class on live_lectures (class_id, starts_at desc, id);

-- A school's BigBlueButton server: when present, live lectures of the school get signed create/join URLs.
create table school_live_rooms (
  school_id text primary key references schools(id),
  bbb_url text not null check (bbb_url ~ '^https?://'),
  bbb_secret text not null check (char_length(bbb_secret) >= 8),
  updated_at timestamptz not null default now()
);
