import { describe, expect, test } from 'vitest';
import { shortNumber } from './numbers.ts';

describe('shortNumber (spec §5)', () => {
  test.each([
    [0, { value: 0, unit: '' }],
    [999, { value: 999, unit: '' }],
    [1000, { value: 1, unit: 'k' }],
    [1050, { value: 1, unit: 'k' }],
    [1999, { value: 1.9, unit: 'k' }],
    [12_345, { value: 12.3, unit: 'k' }],
    [9_999_000, { value: 9999, unit: 'k' }],
    [10_000_000, { value: 9999, unit: 'k' }],
    [987_654_321, { value: 9999, unit: 'k' }],
  ])('%i → %o', (input, expected) => {
    expect(shortNumber(input)).toMatchObject(expected);
  });

  test('9 999 000 is exact; anything above is capped', () => {
    expect(shortNumber(9_999_000).capped).toBe(false);
    expect(shortNumber(10_000_000).capped).toBe(true);
  });

  test('nonsense reads as 0', () => {
    expect(shortNumber(Number.NaN)).toMatchObject({ value: 0, unit: '' });
    expect(shortNumber(-5)).toMatchObject({ value: 0, unit: '' });
  });
});
