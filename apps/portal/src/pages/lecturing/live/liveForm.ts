import { ApiError } from '@academy/api-client';
import type { LiveLecture } from '@academy/contract';
import { CONTROL_CHARACTERS, characterCount, isHttpsUrl } from '@academy/rules';
import { descriptionToHtml } from './liveDescription.ts';

/**
 * The live-lecture form: what is typed (all text, as the fields hold it), the rules checked next to each field before
 * sending — the contract's (packages/contract/src/classFiles.ts LiveLectureInput), which the server enforces anyway —
 * and the server's refusals mapped back to the fields.
 */
export type LiveFormValues = {
  classId: string;
  title: string;
  /** ISO 8601 UTC, or null while empty. */
  startsAt: string | null;
  /** As typed: digits, validated on send. */
  durationMinutes: string;
  lecturerId: string;
  /** Plain text: paragraphs separated by a blank line. */
  description: string;
  roomUrl: string;
  /** The recording, added once the lecture has been given (editing only; a draft from before it has none). */
  replayUrl?: string;
};

export type LiveField = keyof LiveFormValues;
/** In the order the fields appear: the first problem gets the focus. */
export const LIVE_FIELDS: readonly LiveField[] = ['classId', 'title', 'startsAt', 'durationMinutes', 'lecturerId', 'description', 'roomUrl', 'replayUrl'];

/** The contract's LIVE_LIMITS (not imported: the contract's runtime brings zod, which the browser never loads). */
export const LIVE_LIMITS = { titleMax: 100, durationMin: 5, durationMax: 720, descriptionMax: 20_000 } as const;

export type LiveProblem =
  | 'classRequired'
  | 'titleRequired'
  | 'titleTooLong'
  | 'titleControl'
  | 'startRequired'
  | 'startPast'
  | 'durationInvalid'
  | 'lecturerRequired'
  | 'descriptionTooLong'
  | 'roomNotHttps'
  | 'replayNotHttps';

export type LiveProblems = Partial<Record<LiveField, LiveProblem>>;

type ValidateOptions = {
  now: number;
  /** Editing: the stored start, which may stay in the past (fixing the description of a running lecture). */
  storedStartsAt?: string;
  /** The HTML that will be sent for the description (it may be the stored one, unchanged). */
  descriptionHtml: string;
};

export function validateLiveForm(values: LiveFormValues, { now, storedStartsAt, descriptionHtml }: ValidateOptions): LiveProblems {
  const problems: LiveProblems = {};
  if (!values.classId) problems.classId = 'classRequired';

  const title = values.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if (characterCount(title) > LIVE_LIMITS.titleMax) problems.title = 'titleTooLong';
  else if (CONTROL_CHARACTERS.test(title)) problems.title = 'titleControl';

  const start = values.startsAt ? Date.parse(values.startsAt) : Number.NaN;
  if (Number.isNaN(start)) problems.startsAt = 'startRequired';
  else if (start <= now && !(storedStartsAt && Date.parse(storedStartsAt) === start)) problems.startsAt = 'startPast';

  const duration = values.durationMinutes.trim();
  if (!/^\d{1,4}$/.test(duration) || Number(duration) < LIVE_LIMITS.durationMin || Number(duration) > LIVE_LIMITS.durationMax) problems.durationMinutes = 'durationInvalid';

  if (!values.lecturerId) problems.lecturerId = 'lecturerRequired';
  if (descriptionHtml.length > LIVE_LIMITS.descriptionMax) problems.description = 'descriptionTooLong';

  const room = values.roomUrl.trim();
  if (room && (!isHttpsUrl(room) || /\s/.test(room))) problems.roomUrl = 'roomNotHttps';
  const replay = (values.replayUrl ?? '').trim();
  if (replay && (!isHttpsUrl(replay) || /\s/.test(replay))) problems.replayUrl = 'replayNotHttps';
  return problems;
}

/**
 * The HTML to send for the description: the stored HTML while the value is as it was loaded; the rich-text
 * editor's HTML (it starts with a tag); or, from a draft kept before the editor, plain text as escaped paragraphs.
 */
export function descriptionHtmlOf(value: string, stored?: { html: string; text: string }): string {
  if (stored && value === stored.text) return stored.html;
  return /^\s*</.test(value) ? value : descriptionToHtml(value);
}

/** The request body (update; create adds classId). */
export function liveInput(values: LiveFormValues, descriptionHtml: string, { withRoom, withReplay = false }: { withRoom: boolean; withReplay?: boolean }) {
  const room = values.roomUrl.trim();
  return {
    title: values.title.trim(),
    lecturerId: values.lecturerId || undefined,
    startsAt: values.startsAt ?? '',
    durationMinutes: Number(values.durationMinutes.trim()),
    descriptionHtml,
    ...(withRoom ? { roomUrl: room || null } : {}),
    ...(withReplay ? { replayUrl: (values.replayUrl ?? '').trim() || null } : {}),
  };
}

/** The stored lecture as the form's values. */
export function valuesOf(live: LiveLecture, description: string): LiveFormValues {
  return {
    classId: live.classId,
    title: live.title,
    startsAt: live.startsAt,
    durationMinutes: String(live.durationMinutes),
    lecturerId: live.lecturerId,
    description,
    roomUrl: live.roomUrl ?? '',
    replayUrl: live.replayUrl ?? '',
  };
}

/** The request's field names → the form's. */
const SERVER_FIELDS: Record<string, LiveField> = {
  classId: 'classId',
  title: 'title',
  startsAt: 'startsAt',
  durationMinutes: 'durationMinutes',
  lecturerId: 'lecturerId',
  descriptionHtml: 'description',
  roomUrl: 'roomUrl',
  replayUrl: 'replayUrl',
};

export type ServerProblems = { fields: Partial<Record<LiveField, string>>; general: string | null };

/**
 * A refused save, for showing: validation details (`body.details[].path`) and messages that start with a field
 * name ("startsAt: …") go next to their field, in the server's words; anything else above the form.
 */
export function serverProblems(error: unknown): ServerProblems {
  const fields: ServerProblems['fields'] = {};
  if (!(error instanceof ApiError)) return { fields, general: null };
  const details = (error.body as { details?: unknown } | null)?.details;
  const unplaced: string[] = [];
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown }[]) {
      const field = typeof detail.path === 'string' ? SERVER_FIELDS[detail.path.split('.')[0]!] : undefined;
      const message = typeof detail.message === 'string' ? detail.message : '';
      if (field && !fields[field]) fields[field] = message;
      else if (!field && message) unplaced.push(message);
    }
    if (Object.keys(fields).length > 0) return { fields, general: unplaced.length ? unplaced.join(' ') : null };
  }
  const prefixed = /^(\w+): (.+)$/s.exec(error.message);
  const field = prefixed ? SERVER_FIELDS[prefixed[1]!] : undefined;
  if (field) {
    fields[field] = prefixed![2]!;
    return { fields, general: null };
  }
  return { fields, general: error.message };
}

const HOUR = 3_600_000;
/** A new lecture starts, until changed, at the next whole hour but one: in the future, on the hour. */
export const defaultStartsAt = (now: number): string => new Date(Math.ceil(now / HOUR) * HOUR + HOUR).toISOString();
