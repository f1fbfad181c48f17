-- A resource's own page (issue 31): what a learner decides on beyond the card — a sanitized description, the
-- lecturers (users of the school, linked to their personal spaces), where a shared resource comes from, and whether
-- the school hid it (its page answers 403 to everyone but the school's administrators).
alter table resources add column description_html text not null default '' check (char_length(description_html) <= 20000);
alter table resources add column lecturer_ids text[] not null default '{}';
alter table resources add column origin_school_id text references schools(id);
alter table resources add column hidden boolean not null default false;
