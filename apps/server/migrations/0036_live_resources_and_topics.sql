-- Issue 31: a live card of the portal that is a class's live lecture (its room, join window and replay are that
-- lecture's: the live resource page joins through the same call as the class page), and the resources a topic
-- gathers (the topic page lists them in order). Both stay inside one school: the server reads them joined on it.
alter table resources add column live_lecture_id text references live_lectures(id) on delete set null;

create table topic_resources (
  school_id text not null references schools(id),
  topic_id text not null references resources(id) on delete cascade,
  resource_id text not null references resources(id) on delete cascade,
  position integer not null default 0,
  primary key (topic_id, resource_id),
  check (topic_id <> resource_id)
);
create index topic_resources_order on topic_resources (topic_id, position);
