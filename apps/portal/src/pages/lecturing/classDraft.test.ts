// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { validateClassForm } from '@academy/rules';
import { draftFromClass, draftToFormInput, draftToInput, emptyDraft, forgetDraft, htmlToText, readStoredDraft, storeDraft, textToHtml } from './classDraft.ts';

describe('class description', () => {
  test('plain text becomes escaped paragraphs and reads back the same', () => {
    const text = 'Week 1: <script>alert(1)</script> & "quotes"\nsecond line\n\nمرحبا بالجميع';
    const html = textToHtml(text);
    expect(html).toBe('<p>Week 1: &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;<br>second line</p><p>مرحبا بالجميع</p>');
    expect(htmlToText(html)).toBe(text);
  });

  test('an empty description sends nothing', () => {
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

describe('class draft', () => {
  afterEach(() => localStorage.clear());

  test('kept per school and class until forgotten; a damaged entry is ignored', () => {
    const draft = { ...emptyDraft(['u1']), title: '物理 101' };
    storeDraft('1000000000000000001', null, draft);
    expect(readStoredDraft('1000000000000000001', null)).toEqual(draft);
    expect(readStoredDraft('1000000000000000001', '2000000000000000001')).toBeNull();
    forgetDraft('1000000000000000001', null);
    expect(readStoredDraft('1000000000000000001', null)).toBeNull();
    localStorage.setItem('class-draft:1000000000000000001:new', '{not json');
    expect(readStoredDraft('1000000000000000001', null)).toBeNull();
  });

  test('an empty capacity is no limit; text that is no number is NaN, for the form rule to report', () => {
    expect(draftToInput({ ...emptyDraft([]), capacity: ' ' }).capacity).toBeNull();
    expect(draftToInput({ ...emptyDraft([]), capacity: '30' }).capacity).toBe(30);
    expect(Number.isNaN(draftToInput({ ...emptyDraft([]), capacity: 'ten' }).capacity)).toBe(true);
  });
});

describe('class draft: sub-school', () => {
  afterEach(() => localStorage.clear());

  test('a new class belongs to the whole school; the chosen sub-school is sent and kept in this browser', () => {
    expect(draftToInput(emptyDraft([])).subSchoolId).toBeNull();
    const draft = { ...emptyDraft([]), subSchoolId: '3400000000000000002' };
    expect(draftToInput(draft).subSchoolId).toBe('3400000000000000002');
    storeDraft('1000000000000000001', null, draft);
    expect(readStoredDraft('1000000000000000001', null)?.subSchoolId).toBe('3400000000000000002');
  });

  test('a draft stored before the sub-school existed reads back as the whole school', () => {
    const { subSchoolId: _dropped, ...older } = { ...emptyDraft([]), title: 'Older' };
    localStorage.setItem('class-draft:1000000000000000001:new', JSON.stringify(older));
    expect(readStoredDraft('1000000000000000001', null)).toMatchObject({ title: 'Older', subSchoolId: null });
  });
});

describe('class draft: rich-text description', () => {
  test('the editor’s HTML is sent as it is; text kept from before the editor becomes escaped paragraphs', () => {
    expect(draftToInput({ ...emptyDraft([]), description: '<p>Build <strong>robots</strong></p>' }).descriptionHtml).toBe('<p>Build <strong>robots</strong></p>');
    expect(draftToInput({ ...emptyDraft([]), description: 'a < b\n\nnext' }).descriptionHtml).toBe('<p>a &lt; b</p><p>next</p>');
  });
});

describe('class draft: session lecturers', () => {
  const session = (id: string, lecturerId: string | null) => ({ id, classId: '2000000000000000009', title: id, startsAt: '2027-03-02T01:30:00.000Z', endsAt: '2027-03-02T03:00:00.000Z', lecturerId, lecturerName: null, room: null, position: 0, eventStatus: 1 as const });
  const detail = {
    id: '2000000000000000009', schoolId: '1000000000000000001', subSchoolId: null, subSchool: null, title: 'Co-taught', titleEn: null, coverUrl: null, descriptionHtml: '',
    startsAt: '2027-03-01T01:00:00.000Z', endsAt: '2027-03-30T10:00:00.000Z', enrolOpensAt: null, enrolClosesAt: null, eventStatus: 1 as const, mode: 'online' as const, location: null,
    published: false, capacity: null, enrolledCount: 0, sessionCount: 2, coursewareCount: 0, timeZone: 'Asia/Shanghai', createdBy: 'u-lecturer', createdAt: '', updatedAt: '', isTeacher: true,
    lecturers: [{ userId: 'u-lecturer', name: '王芳' }, { userId: 'u-admin', name: '张伟' }],
    sessions: [session('2000000000000000101', 'u-admin'), session('2000000000000000102', null)],
  };

  // Saving the form used to send every session without its lecturer, and the server then cleared them.
  test('a session keeps its lecturer through the form: read, checked and sent back', () => {
    const draft = draftFromClass(detail);
    expect(draftToInput(draft).sessions?.map((item) => item.lecturerId)).toEqual(['u-admin', null]);
    expect(draftToFormInput(draft).sessions.map((item) => item.lecturerId)).toEqual(['u-admin', null]);
  });

  test('a lecturer taken off the class while still teaching a session is reported next to that session', () => {
    const draft = { ...draftFromClass(detail), lecturerIds: ['u-lecturer'] };
    expect(validateClassForm(draftToFormInput(draft))).toContainEqual({ path: 'sessions.0.lecturerId', code: 'sessionLecturerNotInClass' });
  });

  test('a session kept in this browser before sessions had lecturers is for all of the class’s lecturers', () => {
    const older = { ...emptyDraft(['u-lecturer']), sessions: [{ key: 'k', title: 'Older', startsAt: null, endsAt: null, room: '' }] };
    expect(draftToInput(older).sessions?.[0]?.lecturerId).toBeNull();
  });
});
