import { describe, expect, test } from 'vitest';
import { gradebookFilters, gradebookSearch } from './gradebookFilters.ts';

describe('gradebook filters in the address', () => {
  test('read leniently: malformed values fall back to the defaults', () => {
    const filters = gradebookFilters(new URLSearchParams('classId=2000000000000000002&status=maybe&sort=drop:table&dir=sideways&page=-3&exam=../x&keyword=%00%20Li%20&mark=q%20x'));
    expect(filters).toEqual({ classId: '2000000000000000002', keyword: 'Li', status: 'all', examId: undefined, sort: 'name', direction: 'asc', page: 1, mark: undefined, learner: undefined });
  });

  test('round trip, defaults left out of the address', () => {
    const search = 'classId=2000000000000000002&keyword=%E7%8E%8B&status=pending&exam=e-1&sort=best%3Ae-1&dir=desc&page=2&mark=e-1&learner=u-1';
    const filters = gradebookFilters(new URLSearchParams(search));
    expect(filters).toMatchObject({ keyword: '王', status: 'pending', examId: 'e-1', sort: 'best:e-1', direction: 'desc', page: 2, mark: 'e-1', learner: 'u-1' });
    expect(gradebookSearch(filters).toString()).toBe(search);
    expect(gradebookSearch(gradebookFilters(new URLSearchParams('classId=1'))).toString()).toBe('classId=1');
  });
});
