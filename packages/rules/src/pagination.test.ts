import { describe, expect, test } from 'vitest';
import { pageCount, pageRange, pageNumberFrom } from './pagination.ts';

const E = 'end-ellipsis';
const S = 'start-ellipsis';

describe('pageRange', () => {
  test('total 0: no page buttons at all', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(0, 0)).toEqual([]);
    expect(pageRange(1, -3)).toEqual([]);
    expect(pageRange(1, Number.NaN)).toEqual([]);
  });

  test('total 1: the one page', () => {
    expect(pageRange(1, 1)).toEqual([1]);
  });

  test('total 7 (2 × 1 + 5 slots): every page, no ellipsis, wherever the current page is', () => {
    for (const current of [1, 4, 7]) expect(pageRange(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('total 8: the first ellipsis appears, and hides at least two pages', () => {
    expect(pageRange(1, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageRange(4, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageRange(5, 8)).toEqual([1, S, 4, 5, 6, 7, 8]);
    expect(pageRange(8, 8)).toEqual([1, S, 4, 5, 6, 7, 8]);
  });

  test('current at the first and the last page of a long range', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageRange(20, 20)).toEqual([1, S, 16, 17, 18, 19, 20]);
  });

  test('in the middle: both ellipses around the current page and its siblings', () => {
    expect(pageRange(10, 20)).toEqual([1, S, 9, 10, 11, E, 20]);
    expect(pageRange(5, 20)).toEqual([1, S, 4, 5, 6, E, 20]);
    expect(pageRange(16, 20)).toEqual([1, S, 15, 16, 17, E, 20]);
  });

  test('the switch points between the three shapes', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageRange(17, 20)).toEqual([1, S, 16, 17, 18, 19, 20]);
  });

  test('the bar keeps the same number of slots while paging', () => {
    for (let current = 1; current <= 30; current += 1) expect(pageRange(current, 30)).toHaveLength(7);
    for (let current = 1; current <= 30; current += 1) expect(pageRange(current, 30, 2)).toHaveLength(9);
  });

  test('the current page is always shown, and so are the first and the last', () => {
    for (let current = 1; current <= 30; current += 1) {
      const items = pageRange(current, 30);
      expect(items).toContain(current);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
    }
  });

  test('more siblings', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, S, 8, 9, 10, 11, 12, E, 20]);
    expect(pageRange(1, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRange(1, 10, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
  });

  test('no siblings', () => {
    expect(pageRange(10, 20, 0)).toEqual([1, S, 10, E, 20]);
    expect(pageRange(1, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(1, 6, 0)).toEqual([1, 2, 3, E, 6]);
  });

  test('a current page out of range is clamped', () => {
    expect(pageRange(0, 20)).toEqual(pageRange(1, 20));
    expect(pageRange(-5, 20)).toEqual(pageRange(1, 20));
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20));
  });
});

describe('pageCount', () => {
  test('rounds up to whole pages', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(1, 10)).toBe(1);
  });
  test('nothing to show: 0 pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(-1, 10)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });
});

describe('pageNumberFrom (a list address’s ?page=)', () => {
  test.each([
    ['3', 3],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['Infinity', 1],
    ['10000', 10_000],
    ['10001', 1],
    ['1e3', 1000],
  ])('%s gives page %i', (value, page) => {
    expect(pageNumberFrom(value)).toBe(page);
  });
});
