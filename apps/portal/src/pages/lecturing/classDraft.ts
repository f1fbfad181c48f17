import type { ClassDetail, ClassInput } from '@academy/contract';
import type { ClassFormInput } from '@academy/rules';

/** A session as the form edits it: `key` tells rows apart before the server gives an id. */
/** `lecturerId`: who teaches this session, one of the class's lecturers; null (or absent, in older drafts) for all of them. */
export type SessionDraft = { key: string; id?: string; title: string; startsAt: string | null; endsAt: string | null; room: string; lecturerId?: string | null };

/** The class form's values: what the lecturer typed, strings as typed (capacity too), dates as UTC instants. */
export type ClassDraft = {
  title: string;
  titleEn: string;
  description: string;
  /** An uploaded picture (same-site path) or null. */
  coverUrl: string | null;
  /** One of the school's sub-schools, or null: the whole school. */
  subSchoolId: string | null;
  startsAt: string | null;
  endsAt: string | null;
  enrolOpensAt: string | null;
  enrolClosesAt: string | null;
  capacity: string;
  mode: 'online' | 'offline';
  location: string;
  published: boolean;
  lecturerIds: string[];
  sessions: SessionDraft[];
};

let keys = 0;
export const newSessionKey = () => `new-${Date.now().toString(36)}-${(keys += 1)}`;

export function emptyDraft(lecturerIds: string[]): ClassDraft {
  return { title: '', titleEn: '', description: '', coverUrl: null, subSchoolId: null, startsAt: null, endsAt: null, enrolOpensAt: null, enrolClosesAt: null, capacity: '', mode: 'online', location: '', published: false, lecturerIds, sessions: [] };
}

/** The description as plain text: paragraphs, lines and the entities the server's sanitizer writes, read back. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML paragraphs (blank lines part them, single newlines break lines), every character escaped. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The description as the editor writes it (HTML); a draft kept from before the editor holds plain text. */
const descriptionHtmlOf = (description: string) => (/^\s*</.test(description) ? description : textToHtml(description));

export function draftFromClass(detail: ClassDetail): ClassDraft {
  return {
    title: detail.title,
    titleEn: detail.titleEn ?? '',
    // Edited as rich text (RichTextEditor): the stored, server-sanitized HTML as it is.
    description: detail.descriptionHtml,
    coverUrl: detail.coverUrl,
    subSchoolId: detail.subSchoolId,
    startsAt: detail.startsAt,
    endsAt: detail.endsAt,
    enrolOpensAt: detail.enrolOpensAt,
    enrolClosesAt: detail.enrolClosesAt,
    capacity: detail.capacity === null ? '' : String(detail.capacity),
    mode: detail.mode,
    location: detail.location ?? '',
    published: detail.published,
    lecturerIds: detail.lecturers.map((lecturer) => lecturer.userId),
    sessions: detail.sessions.map((session) => ({ key: session.id, id: session.id, title: session.title, startsAt: session.startsAt, endsAt: session.endsAt, room: session.room ?? '', lecturerId: session.lecturerId })),
  };
}

/** What the server takes. A capacity that is not a number becomes NaN, which the form's rule reports before sending. */
export function draftToInput(draft: ClassDraft): ClassInput {
  const capacity = draft.capacity.trim() === '' ? null : Number(draft.capacity.trim());
  return {
    title: draft.title,
    titleEn: draft.titleEn.trim() || null,
    descriptionHtml: descriptionHtmlOf(draft.description),
    coverUrl: draft.coverUrl,
    subSchoolId: draft.subSchoolId,
    startsAt: draft.startsAt ?? '',
    endsAt: draft.endsAt ?? '',
    enrolOpensAt: draft.enrolOpensAt,
    enrolClosesAt: draft.enrolClosesAt,
    capacity,
    mode: draft.mode,
    location: draft.location.trim() || null,
    published: draft.published,
    lecturerIds: draft.lecturerIds,
    sessions: draft.sessions.map((session) => ({ id: session.id, title: session.title, startsAt: session.startsAt ?? '', endsAt: session.endsAt ?? '', room: session.room.trim() || null, lecturerId: session.lecturerId ?? null })),
  };
}

/** What the form's rules check (the same rules the server runs); a date not entered yet is not a date (NaN). */
export function draftToFormInput(draft: ClassDraft): ClassFormInput {
  const capacity = draft.capacity.trim() === '' ? null : Number(draft.capacity.trim());
  return {
    title: draft.title,
    titleEn: draft.titleEn,
    startsAt: draft.startsAt ?? Number.NaN,
    endsAt: draft.endsAt ?? Number.NaN,
    enrolOpensAt: draft.enrolOpensAt,
    enrolClosesAt: draft.enrolClosesAt,
    capacity,
    mode: draft.mode,
    location: draft.location,
    lecturerIds: draft.lecturerIds,
    sessions: draft.sessions.map((session) => ({ title: session.title, startsAt: session.startsAt ?? Number.NaN, endsAt: session.endsAt ?? Number.NaN, room: session.room, lecturerId: session.lecturerId ?? null })),
  };
}

// The form's values live in this browser until the server has them: a reload, a crash or a failed save loses nothing.
const storageKey = (schoolId: string, classId: string | null) => `class-draft:${schoolId}:${classId ?? 'new'}`;

export function readStoredDraft(schoolId: string, classId: string | null): ClassDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(schoolId, classId)) ?? 'null') as ClassDraft | null;
    return stored && typeof stored.title === 'string' && Array.isArray(stored.sessions) ? { ...stored, coverUrl: stored.coverUrl ?? null, subSchoolId: stored.subSchoolId ?? null } : null;
  } catch {
    return null;
  }
}

export function storeDraft(schoolId: string, classId: string | null, draft: ClassDraft) {
  try {
    localStorage.setItem(storageKey(schoolId, classId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety net.
  }
}

export function forgetDraft(schoolId: string, classId: string | null) {
  localStorage.removeItem(storageKey(schoolId, classId));
}
