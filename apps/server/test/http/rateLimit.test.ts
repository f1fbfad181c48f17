import { describe, expect, it } from 'vitest';
import { slidingHits } from '../../src/http/rateLimit.ts';

describe('the sliding-window rate limit', () => {
  it('counts a burst that straddles a window boundary as one burst', () => {
    // 3 sends just before the boundary, 3 just after: 6 in a few seconds, over a limit of 5.
    expect(slidingHits(3, 3, 2, 600)).toBeGreaterThan(5);
  });

  it('forgets the previous window as it slides out', () => {
    expect(slidingHits(5, 1, 300, 600)).toBe(3.5);
    expect(slidingHits(5, 1, 600, 600)).toBe(1);
  });

  it('is the plain count when nothing came before', () => {
    expect(slidingHits(0, 4, 10, 600)).toBe(4);
  });
});
