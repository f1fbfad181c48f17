import type { Queryable } from '../../db/index.ts';
import { forbidden } from '../../http/errors.ts';
import type { Role } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { findSchool } from '../schools.ts';

const refusals = defineMessages({
  membersOnly: { id: 'server.portalCalls.membersOnly', defaultMessage: 'This school is open to its members only.' },
});

/**
 * A public read of a school's content: the school must exist (404) and, when it is not open, the caller must be
 * one of its members (403) — the portal's own rule for who sees a school.
 */
export async function requireReadable(db: Queryable, schoolId: string, role: Role | null) {
  const school = await findSchool(db, schoolId);
  if (!school.open_school && !role) throw forbidden(refusals.membersOnly);
  // Columns later migrations add (exam_tickets, 0020) are read from the same row.
  return school as typeof school & { exam_tickets?: boolean };
}

/** `… ilike` pattern of a keyword, with its own % and _ taken literally. */
export const likePattern = (keyword: string | undefined) => (keyword ? `%${keyword.replace(/[\\%_]/g, '\\$&')}%` : null);

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
