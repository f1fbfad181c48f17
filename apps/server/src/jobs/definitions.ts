import type { JobDefinition } from './runner.ts';
import { cleanupExpired } from './cleanup.ts';

/** The server's background jobs. Each runs once per period across all instances (decision 0020). */
export const serverJobs: JobDefinition[] = [
  { name: 'cleanup-expired', everyMs: 60 * 60_000, run: (db) => cleanupExpired(db) },
];
