import { afterEach, describe, expect, test, vi } from 'vitest';
import { MicroCache } from '../src/http/microCache.ts';

afterEach(() => vi.useRealTimers());

describe('the one-second read cache', () => {
  test('answers within its time to live, then forgets', () => {
    vi.useFakeTimers();
    const cache = new MicroCache(1000);
    cache.set('/api/x?schoolId=1', { data: 1 });
    vi.advanceTimersByTime(999);
    expect(cache.get('/api/x?schoolId=1')).toEqual({ data: 1 });
    vi.advanceTimersByTime(1);
    expect(cache.get('/api/x?schoolId=1')).toBeUndefined();
  });

  test('stays bounded and can be cleared', () => {
    const cache = new MicroCache(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
