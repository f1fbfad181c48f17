-- The gradebook and the marking of short answers (issue 33). A lecturer's mark of a short answer is the answer's
-- points (0029's exam_attempt_answers.points, null while awaiting marking) with a comment for the learner, who
-- marked it and when; marking again replaces them. The attempt is regraded in the same transaction.
alter table exam_attempt_answers add column comment text not null default '' check (char_length(comment) <= 2000);
alter table exam_attempt_answers add column marked_by text references users(id);
alter table exam_attempt_answers add column marked_at timestamptz;

-- The gradebook reads a class's attempts per exam, and its check-ins per learner.
create index class_exam_attempts_class_exam on class_exam_attempts (class_id, exam_id, user_id);
create index class_check_ins_user on class_check_ins (user_id, check_id);
-- "Awaiting marking" over every exam of a class: a learner's attempts in that state, found without reading the rest.
create index class_exam_attempts_pending on class_exam_attempts (class_id, user_id) where state = 'pendingMarking';
-- "Passed every exam": the passed attempts of a class, read from the index alone.
create index class_exam_attempts_passed on class_exam_attempts (class_id, user_id, exam_id) where state = 'passed';
