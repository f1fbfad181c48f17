-- Exams a lecturer writes for a class (issue 33, decision 0038). The exam is a resource of kind 'exam' with its
-- exam_settings and exam_questions (0028); this row says which class it was written for and whether it is still a
-- draft (its resource hidden, in no class's courseware) or published to the class. Seeded exams have no row: they
-- are published to the classes that hold them.
create table exam_authoring (
  resource_id text primary key references resources(id) on delete cascade,
  school_id text not null references schools(id),
  class_id text not null references classes(id) on delete cascade,
  status text not null default 'draft' check (status in ('draft', 'published')),
  created_by text not null references users(id),
  updated_at timestamptz not null default now()
);
create index exam_authoring_class on exam_authoring (class_id);
