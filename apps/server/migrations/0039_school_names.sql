-- Issue 34 item 1 (decision 0040): a school's name in every language it gives one, locale code → text. name and
-- name_en stay as the spec's zh/en view (filled from this map, or the default language's name, when registering);
-- schools made before this read their names from those two columns, so nothing is copied.
alter table schools add column names jsonb not null default '{}'::jsonb;
