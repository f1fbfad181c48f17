-- Sub-schools, school unions and the O3 project zone (issue #22, spec §2, §6, §7).
-- A sub-school is a school row with a parent; it keeps its own pages (keyed by its id) and theme, and falls back to
-- its parent's when it has none. union_join says who may join (and see) a union school: 'open' any signed-in user,
-- 'members' members of the parent school, 'closed' nobody new.
alter table schools add column parent_id text references schools(id);
alter table schools add column union_join text not null default 'members' check (union_join in ('open', 'members', 'closed'));
create index schools_parent_id on schools (parent_id, id);

-- O3 cards: project cases, proposed projects and activities of an O3 school. source says which detail page shows
-- it (/o3/… or /democloud/…). An activity has a capacity; the people who joined are counted once each.
create table o3_cards (
  id text primary key,
  school_id text not null references schools(id),
  kind text not null check (kind in ('case', 'project', 'activity')),
  source text not null default 'o3' check (source in ('o3', 'democloud')),
  title text not null,
  summary text not null default '',
  category text not null,
  cover_url text,
  body text not null default '',
  views integer not null default 0,
  capacity integer check (capacity is null or capacity > 0),
  starts_at timestamptz,
  created_by text references users(id),
  created_at timestamptz not null default now()
);
create index o3_cards_school_kind on o3_cards (school_id, kind, created_at desc);

create table o3_activity_people (
  card_id text not null references o3_cards(id) on delete cascade,
  user_id text not null references users(id),
  joined_at timestamptz not null default now(),
  primary key (card_id, user_id)
);

create table o3_card_focus (
  card_id text not null references o3_cards(id) on delete cascade,
  user_id text not null references users(id),
  created_at timestamptz not null default now(),
  primary key (card_id, user_id)
);
