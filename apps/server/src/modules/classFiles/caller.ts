import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { forbidden, notAnId, unauthorized } from '../../http/errors.ts';
import type { Role } from '../../http/register.ts';
import { refusalAnswer } from '../../http/refusal.ts';
import type { CallerInput } from '../classes/access.ts';

/**
 * What `register()` works out for contract endpoints (the session, the tenant from the query or header, the role in
 * that school), for the few calls mounted by hand because they answer a file or an upload result, not JSON data.
 */
export async function callerInput(c: Context<AppEnv>): Promise<CallerInput> {
  const user = c.get('user');
  const schoolId = c.req.query('schoolId') ?? c.req.query('tenantId') ?? c.req.header('schoolId') ?? c.req.header('tenantId');
  if (!user || !schoolId) return { user, schoolId, role: null };
  if (!/^\d{19}$/.test(schoolId)) throw notAnId('schoolId');
  const [row] = await c.get('services').db.query<{ role: Role }>('select role from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, user.userId]);
  return { user, schoolId, role: row?.role ?? null };
}

/** The caller's school when they are a member of it; else the answer, in their language: 401 signed out, 403 not a member. */
export function memberSchool(c: Context<AppEnv>, input: CallerInput): string | Response {
  if (!input.user) return refusalAnswer(c, unauthorized());
  if (!input.schoolId || !input.role) return refusalAnswer(c, forbidden());
  return input.schoolId;
}
