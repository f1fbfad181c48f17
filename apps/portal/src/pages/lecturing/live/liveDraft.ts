import type { LiveFormValues } from './liveForm.ts';

/**
 * What was typed into a live-lecture form, kept in this browser (localStorage) on every change until it is saved:
 * a reload, a closed tab or a failed save loses nothing. One draft per school and per lecture (or new lecture).
 */
export type LiveDraft = {
  values: LiveFormValues;
  /** Editing: the lecture's `updatedAt` when the draft began (it may have changed on the server since). */
  baseUpdatedAt?: string;
  savedAt: number;
};

/** Old drafts are forgotten rather than sprung on someone weeks later. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const key = (schoolId: string, liveId: string | null) => `academy.liveDraft.${schoolId}.${liveId ?? 'new'}`;

const isText = (value: unknown): value is string => typeof value === 'string';

function isValues(value: unknown): value is LiveFormValues {
  if (!value || typeof value !== 'object') return false;
  const values = value as Record<string, unknown>;
  return ['classId', 'title', 'durationMinutes', 'lecturerId', 'description', 'roomUrl'].every((field) => isText(values[field])) && (values.startsAt === null || isText(values.startsAt));
}

export function readLiveDraft(schoolId: string, liveId: string | null, now = Date.now()): LiveDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(schoolId, liveId)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const draft = value as LiveDraft;
    if (!isValues(draft.values) || typeof draft.savedAt !== 'number' || now - draft.savedAt > MAX_AGE_MS) return null;
    return { values: draft.values, savedAt: draft.savedAt, ...(isText(draft.baseUpdatedAt) ? { baseUpdatedAt: draft.baseUpdatedAt } : {}) };
  } catch {
    return null;
  }
}

export function writeLiveDraft(schoolId: string, liveId: string | null, draft: Omit<LiveDraft, 'savedAt'>, now = Date.now()) {
  try {
    localStorage.setItem(key(schoolId, liveId), JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // Storage full or blocked: the form keeps working, only the reload safety net is gone.
  }
}

export function clearLiveDraft(schoolId: string, liveId: string | null) {
  try {
    localStorage.removeItem(key(schoolId, liveId));
  } catch {
    // Blocked storage holds no draft either.
  }
}

/** Did the person change anything from what the form started with? (Only then is there a draft to keep.) */
export const sameValues = (a: LiveFormValues, b: LiveFormValues): boolean => (Object.keys(a) as (keyof LiveFormValues)[]).every((field) => a[field] === b[field]);
