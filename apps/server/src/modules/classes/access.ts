import type { Queryable } from '../../db/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { forbidden, notAnId, notFound, unauthorized } from '../../http/errors.ts';
import { schoolRefusals } from '../schools.ts';
import type { Role } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { NUMERIC_ID } from './ids.ts';
import { classRefusals } from './refusals.ts';

const refusals = defineMessages({
  notLecturing: { id: 'server.classes.notLecturing', defaultMessage: 'Only lecturers, class managers and administrators of this school may do this.' },
  notYourClass: { id: 'server.classes.notYourClass', defaultMessage: 'Only the lecturers of this class and the school’s class managers may do this.' },
  notEnrolled: { id: 'server.classes.notEnrolled', defaultMessage: 'Only learners enrolled in this class may do this: enrol first.' },
});

/**
 * The one access rule of the lecturing center (class model, decision 0016), used by every class, attachment,
 * courseware and live-lecture call:
 * - the school's `admin` and `classManager` manage every class of the school;
 * - a `lecturer` manages the classes they teach (a row in class_lecturers);
 * - learners get 403 on every lecturing call; anonymous callers 401;
 * - a class of another school is 404, whoever asks: its existence is never revealed.
 */
export type LecturingRole = 'lecturer' | 'admin' | 'classManager';
export const LECTURING_ROLES: readonly LecturingRole[] = ['lecturer', 'admin', 'classManager'];
/** Roles that manage every class of their school. */
export const SCHOOL_WIDE_ROLES: readonly LecturingRole[] = ['admin', 'classManager'];

/** Who is calling, in which school, as what: what `register()` worked out from the session and the tenant. */
export type Caller = { userId: string; schoolId: string; role: LecturingRole };
export type CallerInput = { user: SessionUser | null; schoolId: string | undefined; role: Role | null };

export type ClassAccess = Caller & {
  classId: string;
  /** The caller is one of the class's lecturers. */
  isTeacher: boolean;
  /** The school's time zone (IANA), for every date the answer shows. */
  timeZone: string;
};

export const isSchoolWide = (role: Role | null): boolean => role === 'admin' || role === 'classManager';

/** The caller, when they may use the lecturing center of the school at all (a lecturer, class manager or admin). */
export function lecturingCaller({ user, schoolId, role }: CallerInput): Caller {
  if (!user) throw unauthorized();
  if (!schoolId || !role) throw forbidden();
  if (!(LECTURING_ROLES as readonly string[]).includes(role)) throw forbidden(refusals.notLecturing);
  return { userId: user.userId, schoolId, role: role as LecturingRole };
}

/** A class id from the path: 19 digits, else 400 (never a database error). */
export function classIdParam(value: string | undefined, name = 'id'): string {
  if (!value || !NUMERIC_ID.test(value)) throw notAnId(name);
  return value;
}

type ClassLookup = { school_id: string; is_teacher: boolean; enrolled: boolean; published: boolean; time_zone: string };

async function lookUp(db: Queryable, classId: string, userId: string): Promise<ClassLookup | undefined> {
  const [row] = await db.query<ClassLookup>(
    `select c.school_id, c.published, s.time_zone,
       exists (select 1 from class_lecturers l where l.class_id = c.id and l.user_id = $2) as is_teacher,
       exists (select 1 from class_enrolments e where e.class_id = c.id and e.user_id = $2 and e.status = 1) as enrolled
     from classes c join schools s on s.id = c.school_id where c.id = $1`,
    [classId, userId],
  );
  return row;
}

/** May the caller manage this class? Throws 401/403/404 otherwise (learners 403 before any lookup). */
export async function requireClassManager(db: Queryable, input: CallerInput, classId: string): Promise<ClassAccess> {
  const caller = lecturingCaller(input);
  classIdParam(classId);
  const row = await lookUp(db, classId, caller.userId);
  if (!row || row.school_id !== caller.schoolId) throw notFound(classRefusals.noSuchClass);
  const isTeacher = row.is_teacher;
  if (!isTeacher && !isSchoolWide(caller.role)) throw forbidden(refusals.notYourClass);
  return { ...caller, classId, isTeacher, timeZone: row.time_zone };
}

/** What requireClassLearnerOrManager found: the caller's role in the school and whether they manage the class. */
export type ClassMemberAccess = Omit<ClassAccess, 'role'> & {
  role: Role;
  /** The caller manages the class (requireClassManager's rule). */
  isManager: boolean;
  /** The caller is a learner enrolled in the class now (status 1). */
  enrolled: boolean;
};

export type LearnerOrManagerOptions = {
  /**
   * Let any member of the school through to a published class, enrolled or not (classInfo, enrol, unEnroll: a learner
   * sees what they enrol in; decision 0017). Drafts stay 404 to all but the class's managers.
   */
  allowUnenrolled?: boolean;
  /** The name of the path parameter, for the 400 message. */
  param?: string;
};

/**
 * May the caller use this class as a learner or manage it? The learner-facing rule (issue 19):
 * - a learner enrolled now (status 1) in a published class of the school; a draft is 404 to every learner;
 * - whoever manages the class (requireClassManager's rule): lecturers of the class, the school's admins and class managers;
 * - an un-enrolled learner 403 (unless `allowUnenrolled`), a lecturer not teaching it 403, not a member 403, anonymous 401;
 * - a class of another school 404.
 */
export async function requireClassLearnerOrManager(db: Queryable, input: CallerInput, classId: string, options: LearnerOrManagerOptions = {}): Promise<ClassMemberAccess> {
  const { user, schoolId, role } = input;
  if (!user) throw unauthorized();
  if (!schoolId || !role) throw forbidden();
  classIdParam(classId, options.param ?? 'classId');
  const row = await lookUp(db, classId, user.userId);
  if (!row || row.school_id !== schoolId) throw notFound(classRefusals.noSuchClass);
  const base = { userId: user.userId, schoolId, role, classId, isTeacher: row.is_teacher, timeZone: row.time_zone };
  if (role === 'learner') {
    if (!row.published) throw notFound(classRefusals.noSuchClass);
    if (!row.enrolled && !options.allowUnenrolled) throw forbidden(refusals.notEnrolled);
    return { ...base, isManager: false, enrolled: row.enrolled };
  }
  if (!(LECTURING_ROLES as readonly string[]).includes(role)) throw forbidden(refusals.notLecturing);
  if (!row.is_teacher && !isSchoolWide(role)) {
    if (!options.allowUnenrolled) throw forbidden(refusals.notYourClass);
    if (!row.published) throw notFound(classRefusals.noSuchClass);
    return { ...base, isManager: false, enrolled: row.enrolled };
  }
  return { ...base, isManager: true, enrolled: row.enrolled };
}

/** May the caller see this class's schedule, files and live lectures? The same rule as requireClassLearnerOrManager. */
export const requireClassViewer = (db: Queryable, input: CallerInput, classId: string): Promise<ClassMemberAccess> => requireClassLearnerOrManager(db, input, classId);

/** The school's IANA time zone. */
export async function schoolTimeZone(db: Queryable, schoolId: string): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  if (!row) throw notFound(schoolRefusals.noSchool);
  return row.time_zone;
}

/** Placeholders for a query built from parts: every value added is referenced ($n), so PostgreSQL can type it. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SQL condition limiting `alias` (a classes row) to those the caller manages — or, with `teachingOnly`, teaches. */
export function manageableClassesSql(caller: Caller, alias: string, params: SqlParams, teachingOnly = false): string {
  if (isSchoolWide(caller.role) && !teachingOnly) return 'true';
  return `exists (select 1 from class_lecturers l where l.class_id = ${alias}.id and l.user_id = ${params.add(caller.userId)})`;
}
