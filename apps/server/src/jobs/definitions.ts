import type { JobDefinition } from './runner.ts';
import { cleanupExpired } from './cleanup.ts';
import { cleanAbandoned } from '../modules/registration/routes.ts';

/** The server's background jobs. Each runs once per period across all instances (decision 0020). */
export const serverJobs: JobDefinition[] = [
  { name: 'cleanup-expired', everyMs: 60 * 60_000, run: (db) => cleanupExpired(db) },
  // A registration wizard left for a day is abandoned (issue 21), even if nobody registers again to clean it up.
  { name: 'abandoned-registrations', everyMs: 60 * 60_000, run: async (db) => ({ registration_drafts: (await cleanAbandoned(db)).length }) },
];
