/** Spec §8/§9: a failed lazy chunk (JS or CSS) — shown as a recoverable "reload" message, not a blank page. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * A lazy import that gives up after `ms` (spec: 120 s) with a ChunkLoadError, so a stalled network ends in the
 * recoverable reload message instead of an endless spinner.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(Object.assign(new Error(`Loading chunk timed out after ${ms} ms`), { name: 'ChunkLoadError' })), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
