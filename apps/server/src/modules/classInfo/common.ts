import type { Queryable } from '../../db/index.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import type { Words } from '../../http/words.ts';
import type { HandlerInput } from '../../http/register.ts';
import type { Endpoint } from '@academy/contract';
import { classIdParam, requireClassLearnerOrManager, type CallerInput, type ClassMemberAccess } from '../classes/access.ts';

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : iso(value));

/** The caller part of a handler's input (what the access rule reads). */
export const callerOf = <E extends Endpoint>(input: HandlerInput<E>): CallerInput => ({ user: input.user, schoolId: input.schoolId, role: input.role });

/** Progress, check-ins and points are a learner's own: staff who manage the class may read them, never write them. */
export function requireLearner(access: ClassMemberAccess, refusal: Words): void {
  if (access.role !== 'learner') throw forbidden(refusal);
}

/**
 * A row that belongs to a class (a check, a training, an experiment) looked up by its id within the caller's school,
 * then the class's learner-or-manager rule. 400 for a malformed id, 404 (`missing`) for another school's or an unknown one.
 */
export async function rowOfClass<T extends { class_id: string }>(db: Queryable, input: CallerInput, sql: string, id: string | undefined, name: string, missing: Words): Promise<{ row: T; access: ClassMemberAccess }> {
  const rowId = classIdParam(id, name);
  // Anonymous callers and non-members are answered before any lookup, as the class rule does.
  if (!input.user) throw unauthorized();
  if (!input.schoolId || !input.role) throw forbidden();
  const [row] = await db.query<T>(sql, [rowId, input.schoolId]);
  if (!row) throw notFound(missing);
  const access = await requireClassLearnerOrManager(db, input, row.class_id);
  return { row, access };
}
