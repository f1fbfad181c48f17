/** Spec §8/§9: a failed lazy chunk (JS or CSS) — shown as a recoverable "reload" message, not a blank page. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
