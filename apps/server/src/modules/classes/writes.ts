import type { ClassInput } from '@academy/contract';
import { CLASS_FORM_MESSAGES, CLASS_LIMITS } from '@academy/rules';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/index.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { defineMessages, say, wordsIn, type Words } from '../../http/words.ts';
import type { Caller } from './access.ts';
import { newNumericId } from './ids.ts';
import { classRefusals } from './refusals.ts';
import { sanitizeDescription } from './sanitize.ts';

export type ClassFields = z.output<typeof ClassInput>;

const refusals = defineMessages({
  keepYourself: {
    id: 'server.classes.keepYourself',
    defaultMessage: 'You teach this class: keep yourself among its lecturers, or ask a class manager to change them.',
  },
  lecturersTooMany: { id: 'server.classes.lecturersTooMany', defaultMessage: 'A class can have at most {max, plural, one {# lecturer} other {# lecturers}}.' },
  notLecturer: { id: 'server.classes.notLecturer', defaultMessage: 'User {userId} is not a lecturer, class manager or administrator of this school.' },
  notSubSchool: { id: 'server.classes.notSubSchool', defaultMessage: 'subSchoolId: {subSchoolId} is not a sub-school of this school.' },
  capacityBelowEnrolled: {
    id: 'server.classes.capacityBelowEnrolled',
    defaultMessage: 'The capacity cannot be lower than the number of learners already enrolled. {enrolled, plural, one {# learner is} other {# learners are}} enrolled.',
  },
  strangerSession: { id: 'server.classes.strangerSession', defaultMessage: 'sessions.{index}.id: not a session of this class.' },
  sessionTwice: { id: 'server.classes.sessionTwice', defaultMessage: 'sessions: the same session id is listed twice.' },
});

/** A 422 about one field: the field's detail keeps the English (like the validation details). */
const unprocessable = (words: Words, path?: string) => new ApiError(422, words, path ? [{ path, message: wordsIn('en_US', words) }] : undefined);

/**
 * The class's lecturers: every one must be a lecturer, class manager or administrator of the school. A lecturer
 * who creates a class teaches it (else they could not open what they just made).
 */
async function checkLecturers(db: Queryable, caller: Caller, lecturerIds: readonly string[], creating: boolean): Promise<string[]> {
  const ids = [...lecturerIds];
  if (caller.role === 'lecturer' && !ids.includes(caller.userId)) {
    if (!creating) throw unprocessable(refusals.keepYourself, 'lecturerIds');
    ids.unshift(caller.userId);
  }
  if (ids.length > CLASS_LIMITS.lecturers) throw badRequest(say(refusals.lecturersTooMany, { max: CLASS_LIMITS.lecturers }));
  const rows = await db.query<{ user_id: string }>(
    "select user_id from members where school_id = $1 and user_id = any($2::text[]) and is_valid and role in ('lecturer', 'admin', 'classManager')",
    [caller.schoolId, ids],
  );
  const allowed = new Set(rows.map((row) => row.user_id));
  const index = ids.findIndex((id) => !allowed.has(id));
  if (index >= 0) throw unprocessable(say(refusals.notLecturer, { userId: ids[index] }), `lecturerIds.${index}`);
  return ids;
}

/** A class belongs to its whole school (null) or to one of the school's own sub-schools, never another school's. */
async function checkSubSchool(db: Queryable, caller: Caller, subSchoolId: string | null): Promise<void> {
  if (subSchoolId === null) return;
  const [row] = await db.query('select 1 as ok from schools where id = $1 and parent_id = $2', [subSchoolId, caller.schoolId]);
  if (!row) throw badRequest(say(refusals.notSubSchool, { subSchoolId }));
}

const classValues = (fields: ClassFields) => [
  fields.title, fields.titleEn, sanitizeDescription(fields.descriptionHtml), fields.coverUrl, fields.subSchoolId,
  fields.startsAt, fields.endsAt, fields.enrolOpensAt, fields.enrolClosesAt, fields.capacity, fields.mode, fields.location, fields.published,
];

/**
 * Writes the sessions as sent: a session with an id is updated in place (so anything that refers to it stays
 * valid), one without is new; positions follow the list.
 */
async function writeSessions(tx: Queryable, classId: string, schoolId: string, sessions: ClassFields['sessions']) {
  for (const [position, session] of sessions.entries()) {
    const values = [classId, schoolId, session.title.trim(), session.startsAt, session.endsAt, session.lecturerId, session.room, position];
    if (session.id) {
      await tx.query('update class_sessions set title = $3, starts_at = $4, ends_at = $5, lecturer_id = $6, room = $7, position = $8 where id = $9 and class_id = $1 and school_id = $2', [...values, session.id]);
    } else {
      await tx.query('insert into class_sessions (class_id, school_id, title, starts_at, ends_at, lecturer_id, room, position, id) values ($1,$2,$3,$4,$5,$6,$7,$8,$9)', [...values, newNumericId()]);
    }
  }
}

/** Creates the class, its lecturers and its sessions: all of it, or nothing. */
export async function createClass(db: Database, caller: Caller, fields: ClassFields): Promise<string> {
  const lecturerIds = await checkLecturers(db, caller, fields.lecturerIds, true);
  await checkSubSchool(db, caller, fields.subSchoolId);
  const classId = newNumericId();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into classes (id, school_id, title, title_en, description_html, cover_url, sub_school_id, starts_at, ends_at, enrol_opens_at, enrol_closes_at,
         capacity, mode, location, published, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [classId, caller.schoolId, ...classValues(fields), caller.userId],
    );
    for (const userId of lecturerIds) await tx.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3)', [classId, userId, caller.schoolId]);
    await writeSessions(tx, classId, caller.schoolId, fields.sessions.map((session) => ({ ...session, id: undefined })));
  });
  return classId;
}

/**
 * Replaces the class's fields, lecturers and sessions in one transaction. The class row is locked first so an
 * enrolment cannot slip in between counting the enrolled learners and lowering the capacity.
 */
export async function updateClass(db: Database, caller: Caller, classId: string, fields: ClassFields): Promise<void> {
  const lecturerIds = await checkLecturers(db, caller, fields.lecturerIds, false);
  await checkSubSchool(db, caller, fields.subSchoolId);
  await db.transaction(async (tx) => {
    const [locked] = await tx.query('select id from classes where id = $1 and school_id = $2 for update', [classId, caller.schoolId]);
    if (!locked) throw notFound(classRefusals.noSuchClass);
    const [{ enrolled } = { enrolled: 0 }] = await tx.query<{ enrolled: number }>('select count(*)::int as enrolled from class_enrolments where class_id = $1 and status = 1', [classId]);
    if (fields.capacity !== null && fields.capacity < enrolled) {
      throw new ApiError(409, say(refusals.capacityBelowEnrolled, { enrolled }), [{ path: 'capacity', message: CLASS_FORM_MESSAGES.capacityBelowEnrolled }]);
    }
    const existing = new Set((await tx.query<{ id: string }>('select id from class_sessions where class_id = $1', [classId])).map((row) => row.id));
    const stranger = fields.sessions.findIndex((session) => session.id && !existing.has(session.id));
    if (stranger >= 0) throw badRequest(say(refusals.strangerSession, { index: stranger }));
    const kept = new Set(fields.sessions.flatMap((session) => (session.id ? [session.id] : [])));
    if (kept.size !== fields.sessions.filter((session) => session.id).length) throw badRequest(refusals.sessionTwice);

    await tx.query(
      `update classes set title = $3, title_en = $4, description_html = $5, cover_url = $6, sub_school_id = $7, starts_at = $8, ends_at = $9,
         enrol_opens_at = $10, enrol_closes_at = $11, capacity = $12, mode = $13, location = $14, published = $15, updated_at = now()
       where id = $1 and school_id = $2`,
      [classId, caller.schoolId, ...classValues(fields)],
    );
    await tx.query('delete from class_lecturers where class_id = $1 and not (user_id = any($2::text[]))', [classId, lecturerIds]);
    for (const userId of lecturerIds) await tx.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3) on conflict do nothing', [classId, userId, caller.schoolId]);
    await tx.query('delete from class_sessions where class_id = $1 and not (id = any($2::text[]))', [classId, [...kept]]);
    await writeSessions(tx, classId, caller.schoolId, fields.sessions);
  });
}

/** Deletes the class; its lecturers, sessions, enrolments, courseware (and files, live lectures) go with it. */
export async function deleteClass(db: Database, caller: Caller, classId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.query('delete from classes where id = $1 and school_id = $2 returning id', [classId, caller.schoolId]);
    if (!deleted) throw notFound(classRefusals.noSuchClass);
  });
}
