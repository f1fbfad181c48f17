import { describe, expect, test } from 'vitest';
import { sharePercents } from './shares.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('sharePercents', () => {
  test('thirds add up to 100, not 99: the largest remainder gets the missing point', () => {
    expect(sharePercents([1, 1, 1], 3, 'single')).toEqual([34, 33, 33]);
    expect(sum(sharePercents([2, 2, 2, 1], 7, 'rating'))).toBe(100);
  });

  test('halves and sevenths round to a whole of 100 without a row jumping by more than one point', () => {
    const counts = [1, 1, 1, 1, 1, 1, 1];
    const shares = sharePercents(counts, 7, 'single');
    expect(sum(shares)).toBe(100);
    for (const share of shares) expect(Math.abs(share - 100 / 7)).toBeLessThan(1);
    expect(sharePercents([1, 1], 2, 'single')).toEqual([50, 50]);
  });

  test('respondents who skipped an optional question: the shares add up to the rounded part who answered', () => {
    // 2 of 3 answered: 33.3 + 33.3 = 66.7 → 67.
    expect(sharePercents([1, 1, 0], 3, 'single')).toEqual([34, 33, 0]);
  });

  test('multiple choice: each share on its own (they may exceed 100 together)', () => {
    expect(sharePercents([3, 2, 3], 3, 'multiple')).toEqual([100, 67, 100]);
  });

  test('no respondents: every share 0, never NaN', () => {
    expect(sharePercents([0, 0, 0], 0, 'single')).toEqual([0, 0, 0]);
    expect(sharePercents([], 0, 'rating')).toEqual([]);
  });
});
