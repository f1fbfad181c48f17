import { describe, expect, test } from 'vitest';
import { endpoints } from '@academy/contract';
import { classFilters, filtersToQuery } from './classFilters.ts';

/** What the class-management loader asks the server for, from an address a person typed or was sent. */
const calls = (search: string) => {
  const filters = classFilters(new URLSearchParams(search));
  return {
    filters,
    search: endpoints.searchClasses.query!.safeParse({ ...filtersToQuery(filters), pageSize: 10 }),
    calendar: filters.month === undefined ? null : endpoints.classCalendar.query!.safeParse({ timeStr: filters.month }),
  };
};

describe('class filters from the address', () => {
  test('kept as the address says when the server would take them', () => {
    const { filters, search, calendar } = calls('keyword=Python&status=2&day=2026-11-14&lecturerId=u-lecturer&sortBy=title&order=asc&page=3&month=2026-11');
    expect(filters).toEqual({ keyword: 'Python', status: 2, day: '2026-11-14', lecturerId: 'u-lecturer', sortBy: 'title', order: 'asc', page: 3, month: '2026-11' });
    expect(search.success).toBe(true);
    expect(calendar?.success).toBe(true);
  });

  // A hand-edited or damaged link showed "Server error" instead of the class list: each of these was sent as it was
  // and refused (400), or reached the database (month 0000-01: 500).
  test.each([
    ['day=2026-02-30', { day: undefined }],
    ['day=1800-01-01', { day: undefined }],
    ['month=0000-01', { month: undefined }],
    ['month=3000-01', { month: undefined }],
    ['keyword=%00x', { keyword: 'x' }],
    ['keyword=%00', { keyword: undefined }],
    [`lecturerId=${'x'.repeat(101)}`, { lecturerId: undefined }],
    ['page=10001', { page: 1 }],
  ])('%s is left out, and the server accepts what is asked', (search, expected) => {
    const result = calls(search);
    expect(result.filters).toMatchObject(expected);
    expect(result.search.error?.issues).toBeUndefined();
    expect(result.calendar?.success ?? true).toBe(true);
  });
});
