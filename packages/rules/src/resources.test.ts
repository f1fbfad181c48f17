import { describe, expect, test } from 'vitest';
import { isPublicPath } from './routes.ts';
import { isResourceId, resourcePath, resourceSegment, RESOURCE_SEGMENTS } from './resources.ts';

const SCHOOL = '1000000000000000001';

describe('resourcePath (issue 31)', () => {
  test.each([
    ['course', 'course'], ['shortVideo', 'course'], ['exam', 'exam'], ['knowledge', 'knowledge'], ['article', 'knowledge'],
    ['question', 'knowledge'], ['live', 'live'], ['topic', 'topic'], ['class', 'class'],
  ] as const)('a %s opens its own page under /%s/', (kind, segment) => {
    expect(resourceSegment(kind)).toBe(segment);
    expect(resourcePath(SCHOOL, { id: '001-x-1', contentKind: kind })).toBe(`/portal/${SCHOOL}/${segment}/001-x-1`);
  });

  test('a class card with its class opens the class page; never a search', () => {
    expect(resourcePath(SCHOOL, { id: '001-class-1', contentKind: 'class', classId: '2000000000000000002' })).toBe(`/portal/${SCHOOL}/class-view/2000000000000000002`);
    for (const segment of RESOURCE_SEGMENTS) expect(resourcePath(SCHOOL, { id: 'a', contentKind: segment === 'class' ? 'class' : segment })).not.toContain('search');
  });

  test('ids are encoded and checked', () => {
    expect(resourcePath(SCHOOL, { id: 'a b', contentKind: 'course' })).toBe(`/portal/${SCHOOL}/course/a%20b`);
    expect(isResourceId('001-course-1')).toBe(true);
    expect(isResourceId('../x')).toBe(false);
    expect(isResourceId('x'.repeat(65))).toBe(false);
  });

  test('a visitor may open a resource page', () => {
    for (const segment of RESOURCE_SEGMENTS) expect(isPublicPath(`/portal/${SCHOOL}/${segment}/001-x-1`)).toBe(true);
    expect(isPublicPath(`/portal/${SCHOOL}/course/001-x-1/learn`)).toBe(false);
  });
});
