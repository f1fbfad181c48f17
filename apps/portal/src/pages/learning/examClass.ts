import { isRecordId } from '../classInfo/classData.ts';

/**
 * The class an exam page was opened from (`?classId=`, issue 33): it travels from the class's courseware to the
 * attempt's start, so a learner of two classes holding the same exam takes it in the class they came from.
 */
export function examClass(search: string): string | null {
  const classId = new URLSearchParams(search).get('classId');
  return isRecordId(classId) ? classId : null;
}

/** `?classId=…` to carry the class on, or nothing. */
export const classQuery = (search: string) => {
  const classId = examClass(search);
  return classId ? `?classId=${classId}` : '';
};
