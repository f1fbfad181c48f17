-- The category tree a school files its resources under (spec §7 /api/category/v1/facets/tree): facets at the top,
-- categories under them. Resources keep the ids in resources.category_ids.
create table categories (
  school_id text not null references schools(id),
  id integer not null,
  parent_id integer,
  name text not null,
  name_en text,
  sort integer not null default 0,
  primary key (school_id, id)
);
