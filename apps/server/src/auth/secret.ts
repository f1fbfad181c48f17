import type { Database } from '../db/index.ts';
import { randomToken } from './crypto.ts';

/**
 * The signing secret: SESSION_SECRET when set, otherwise one generated on first start and kept in the database,
 * so every instance sharing the database signs and verifies the same tokens.
 */
export async function loadSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', ['session_secret', randomToken(48)]);
  const [row] = await db.query<{ value: string }>('select value from settings where key = $1', ['session_secret']);
  return row!.value;
}
