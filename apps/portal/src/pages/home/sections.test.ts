import { describe, expect, it } from 'vitest';
import { resourceHref } from './sections.ts';

const school = '1000000000000000001';

describe('where a home card leads', () => {
  it('a class card opens its class’s page, not the card’s own id', () => {
    expect(resourceHref(school, { id: '001-class-1', contentKind: 'class', name: '班级', nameEn: 'Class', classId: '2000000000000000002' })).toBe(`/portal/${school}/class-view/2000000000000000002`);
  });
  it('a class card without a class, and any other card, searches the school for it', () => {
    expect(resourceHref(school, { id: '001-class-9', contentKind: 'class', name: '班级', nameEn: null, classId: null })).toBe(`/portal/${school}/search?keyword=%E7%8F%AD%E7%BA%A7`);
    expect(resourceHref(school, { id: '001-course-1', contentKind: 'course', name: '', nameEn: 'Algebra' })).toBe(`/portal/${school}/search?keyword=Algebra`);
  });
});
