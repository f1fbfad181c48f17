// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { clearLocalSearches, readLocalSearches, rememberLocalSearch } from './searchHistory.ts';

const SCHOOL = '1000000000000000001';
const OTHER = '1000000000000000002';
afterEach(() => localStorage.clear());

describe('a visitor’s searches, in this browser only', () => {
  test('newest first, each keyword once, ten at most, per school', () => {
    for (let i = 1; i <= 12; i += 1) rememberLocalSearch(SCHOOL, `term ${i}`);
    rememberLocalSearch(SCHOOL, ' term 5 ');
    rememberLocalSearch(SCHOOL, '   ');
    rememberLocalSearch(OTHER, 'elsewhere');
    expect(readLocalSearches(SCHOOL)).toEqual(['term 5', 'term 12', 'term 11', 'term 10', 'term 9', 'term 8', 'term 7', 'term 6', 'term 4', 'term 3']);
    expect(readLocalSearches(OTHER)).toEqual(['elsewhere']);
  });

  test('cleared for real: nothing of this school is left in the browser, other schools keep theirs', () => {
    rememberLocalSearch(SCHOOL, 'Leadership');
    rememberLocalSearch(OTHER, 'elsewhere');
    clearLocalSearches(SCHOOL);
    expect(readLocalSearches(SCHOOL)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([`academy.searches.${OTHER}`]);
  });

  test('what another script left there is read as nothing, not as an error', () => {
    localStorage.setItem(`academy.searches.${SCHOOL}`, '{not json');
    expect(readLocalSearches(SCHOOL)).toEqual([]);
    localStorage.setItem(`academy.searches.${SCHOOL}`, JSON.stringify(['ok', 7, null, '']));
    expect(readLocalSearches(SCHOOL)).toEqual(['ok']);
  });
});
