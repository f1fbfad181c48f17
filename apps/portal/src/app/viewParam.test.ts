import { describe, expect, test } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { keepDataAcross } from './viewParam.ts';

const move = (from: string, to: string, defaultShouldRevalidate = true) =>
  keepDataAcross('item')({ currentUrl: new URL(from, 'https://a.test'), nextUrl: new URL(to, 'https://a.test'), defaultShouldRevalidate } as ShouldRevalidateFunctionArgs);

describe('keepDataAcross', () => {
  test('opening, switching and closing the view keeps the data', () => {
    expect(move('/t/1', '/t/1?item=a')).toBe(false);
    expect(move('/t/1?item=a&x=1', '/t/1?x=1&item=b')).toBe(false);
    expect(move('/t/1?item=b', '/t/1')).toBe(false);
  });

  test('anything else follows the router: another page, another query, a reload of the same address', () => {
    expect(move('/t/1?item=a', '/t/2?item=a')).toBe(true);
    expect(move('/t/1?item=a', '/t/1?item=a&x=1')).toBe(true);
    expect(move('/t/1?item=a', '/t/1?item=a')).toBe(true);
    expect(move('/t/1?item=a', '/t/1?item=a', false)).toBe(false);
  });
});
