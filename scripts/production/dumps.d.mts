// Types of dumps.mjs for the server test that uses it (apps/server/test/backup.test.ts).
export function dump(url: string, file: string): number;
export function restore(file: string, url: string): void;
export function fingerprints(url: string): Promise<Record<string, { rows: number; md5: string }>>;
