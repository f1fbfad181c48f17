import type { Queryable } from '../../../db/index.ts';
import { randomId } from '../../../auth/crypto.ts';

/** The account of a phone or e-mail just proved with a code, created when it is new (like the code sign-in). */
export async function accountOf(tx: Queryable, field: 'mobile' | 'email', value: string): Promise<string> {
  await tx.query(`insert into users (id, ${field}) values ($1, $2) on conflict (${field}) do nothing`, [randomId(), value]);
  const [row] = await tx.query<{ id: string }>(`select id from users where ${field} = $1`, [value]);
  return row!.id;
}

/** Another identity of this provider already bound to the account (a person has at most one per provider). */
export async function otherBinding(tx: Queryable, providerId: string, userId: string, subject: string) {
  const [row] = await tx.query<{ subject: string; email: string | null }>(
    'select subject, email from external_identities where provider_id = $1 and user_id = $2 and subject <> $3 order by created_at limit 1',
    [providerId, userId, subject],
  );
  return row ?? null;
}
