import { describe, expect, test } from 'vitest';
import { isChunkLoadError } from './chunk.ts';

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
