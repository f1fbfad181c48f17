-- Issue 32: a person's searches are theirs. A signed-in user's are kept with user_id (their history, which they can
-- clear); a visitor's history stays in their browser, and their search is kept here only to count towards the
-- school's popular searches, by visitor_key: a keyed hash that tells visitors apart without naming them.
alter table searches add column visitor_key text;
create index searches_user on searches (user_id, school_id, searched_at desc) where user_id is not null;
