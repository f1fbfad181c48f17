import { describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from './chunk.ts';

describe('isChunkLoadError (spec §8)', () => {
  test.each([
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk home failed. (error: /assets/home.js)'),
    Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/Home-abc.js'),
    new Error('Unable to preload CSS for /assets/Home.css'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  test('other errors are not chunk failures', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('withChunkTimeout', () => {
  test('a chunk that never arrives fails at 120 s as a chunk failure, not before', async () => {
    vi.useFakeTimers();
    try {
      const load = withChunkTimeout(() => new Promise<never>(() => {}));
      const result = load().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isChunkLoadError(await result)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a chunk that arrives, or fails on its own, passes through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('module'))()).resolves.toBe('module');
    await expect(withChunkTimeout(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
  });
});
