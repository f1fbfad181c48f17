import type { Database } from '../../../db/index.ts';
import { PAGES_SWITCH_KEY, PAGES_SWITCH_TTL_MS, parsePagesSwitch, readThrough, type PagesSwitch } from './rules.ts';

// One cached reader per database (each test server has its own), read through the 300 s cache of spec §9.
const readers = new WeakMap<Database, () => Promise<PagesSwitch>>();

export function pagesSwitch(db: Database): Promise<PagesSwitch> {
  let read = readers.get(db);
  if (!read) {
    read = readThrough(PAGES_SWITCH_TTL_MS, async () => {
      const [row] = await db.query<{ value: string }>('select value from settings where key = $1', [PAGES_SWITCH_KEY]);
      return parsePagesSwitch(row?.value);
    });
    readers.set(db, read);
  }
  return read();
}
