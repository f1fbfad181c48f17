import { z } from './zod.ts';
import { CONTROL_CHARACTERS, characterCount, isHttpsUrl, PAGE_NUMBER_MAX } from '@academy/rules';
import { endpoint } from './endpoint.ts';
import { ClassId, EventStatusSchema, InstantString, TenantQuery } from './classes.ts';

/**
 * Class attachments and live lectures of the lecturing center (issue 18, spec §7 "Class APIs", base /api/manager,
 * the school in the `tenantId` header). Dates travel as ISO 8601 UTC strings.
 */
const MANAGER = '/api/manager';

const Id = ClassId;

/** Text a person types: trimmed, counted in characters as people (and PostgreSQL) count them, no NUL or control characters. */
const Text = (max: number) =>
  z
    .string()
    .trim()
    // PostgreSQL cannot store NUL; other controls have no place in a title
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'must not contain control characters')
    .refine((text) => characterCount(text) <= max, `must have at most ${max} characters`);

export const ATTACHMENT_TYPES = ['document', 'image', 'video', 'archive'] as const;
export const AttachmentType = z.enum(ATTACHMENT_TYPES);
export type AttachmentType = z.infer<typeof AttachmentType>;

export const ClassAttachment = z.object({
  id: z.string(),
  classId: z.string(),
  fileName: z.string(),
  /** Found in the bytes at upload, never taken from the name or the browser. */
  contentType: z.string(),
  sizeBytes: z.number().int(),
  attachmentType: AttachmentType,
  /** 0-based display order. */
  position: z.number().int(),
  /** GET it (signed in, allowed to see the class) to download the file. */
  downloadUrl: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ClassAttachment = z.infer<typeof ClassAttachment>;

export const ClassUploadUrl = z.object({
  /** The upload id: PUT the file to `url`, then name it in addClassAttachments. */
  id: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  /** multipart/form-data field of the file (a raw body with content-type application/octet-stream works too). */
  field: z.literal('file'),
  fileName: z.string(),
  maxBytes: z.number().int(),
});

/**
 * Why a file was refused, as codes the portal words in the reader's language: 'type' an extension that cannot be
 * attached, 'empty' no bytes, 'content' bytes that are not what the extension says (`detected`: the extension of what
 * they are, 'text' for plain text, null when no known format).
 */
export const ClassUploadRefusal = z.object({ code: z.enum(['type', 'empty', 'content']), extension: z.string(), detected: z.string().nullable() });
export type ClassUploadRefusal = z.infer<typeof ClassUploadRefusal>;

/** The upload answer, in the platform's upload shape (spec §8): resultCode 20000 success, 901100007 carries a message. */
export const ClassUploadResult = z.object({
  resultCode: z.number(),
  code: z.number(),
  message: z.string(),
  details: z.string().nullable(),
  reason: ClassUploadRefusal.nullish(),
  data: z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int(), attachmentType: AttachmentType }).nullable(),
});
export type ClassUploadResult = z.infer<typeof ClassUploadResult>;

export const AddClassAttachments = z.object({
  attachments: z
    .array(z.object({ uploadId: Id, fileName: Text(200).pipe(z.string().min(1, 'must not be empty')).optional() }))
    .min(1, 'name at least one uploaded file')
    .max(50, 'at most 50 files at once'),
});

export const UpdateDisplayOrder = z.object({
  classId: Id,
  /** Every attachment of the class, each once, in the new order. */
  ids: z.array(Id).max(1000),
});

export const LIVE_LIMITS = { titleMax: 100, durationMin: 5, durationMax: 720, descriptionMax: 20_000 } as const;

/** A cover is an uploaded image of ours (/static/…) or an https address. */
const CoverUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((url) => /^\/static\/[a-z0-9/_.-]+$/i.test(url) || isHttpsUrl(url), 'must be an uploaded image (/static/…) or an https:// address');

export const LiveLectureInput = z.object({
  title: Text(LIVE_LIMITS.titleMax).pipe(z.string().min(1, 'enter a title')),
  /** The lecturer who runs it: one of the class's lecturers (the caller when left out). */
  lecturerId: Text(100).pipe(z.string().min(1)).optional(),
  startsAt: InstantString,
  durationMinutes: z.number().int().min(LIVE_LIMITS.durationMin, `must be at least ${LIVE_LIMITS.durationMin} minutes`).max(LIVE_LIMITS.durationMax, `must be at most ${LIVE_LIMITS.durationMax} minutes (12 hours)`),
  /** Rich text, sanitized on the server (same allow-list as the class description). */
  descriptionHtml: z.string().max(LIVE_LIMITS.descriptionMax).refine((html) => !html.includes('\u0000'), 'must not contain the NUL character').default(''),
  coverUrl: CoverUrl.nullish(),
  /** The room's address when the school has no BigBlueButton server: https only. */
  roomUrl: z
    .string()
    .trim()
    .max(1000)
    .refine((url) => isHttpsUrl(url) && !/[\s\p{Cc}]/u.test(url), 'must be a secure address starting with https://')
    .nullish(),
  /** The recording learners may watch once it has ended (https only); left out, an edit keeps the one stored, null removes it. */
  replayUrl: z
    .string()
    .trim()
    .max(1000)
    .refine((url) => isHttpsUrl(url) && !/[\s\p{Cc}]/u.test(url), 'must be a secure address starting with https://')
    .nullish(),
});
export const AddLiveLecture = LiveLectureInput.extend({ classId: Id });

export const LiveLecture = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  title: z.string(),
  lecturerId: z.string(),
  lecturerName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  descriptionHtml: z.string(),
  coverUrl: z.string().nullable(),
  /** Shown to those who manage the class; learners join through liveJoin. */
  roomUrl: z.string().nullable(),
  /** Where the room is: the school's BigBlueButton server, an entered https address, or not set yet. */
  room: z.enum(['bigBlueButton', 'url', 'none']),
  /** The recording, when the lecturer added one. */
  replayUrl: z.string().nullable(),
  /** Unstarted 1 / ongoing 2 / ended 3, computed like the class's. */
  status: EventStatusSchema,
  /** The school's IANA zone, to show wall times. */
  timeZone: z.string(),
  /** GET it (a plain link works) for the .ics file. */
  calendarUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LiveLecture = z.infer<typeof LiveLecture>;

export const LiveJoin = z.object({ url: z.string(), provider: z.enum(['bigBlueButton', 'url']), moderator: z.boolean() });

const LiveListQuery = TenantQuery.extend({
  title: Text(100).optional(),
  pageNum: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const LiveRoomSettings = z.object({ bbbUrl: z.string().nullable(), configured: z.boolean() });

/** What a class file may be downloaded as: the kinds the server accepts by content (classFiles/fileKinds.ts). */
export const CLASS_FILE_TYPES = [
  'application/pdf', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation', 'text/csv', 'text/plain',
  'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime',
  'application/zip', 'application/vnd.rar', 'application/x-7z-compressed',
] as const;

export const classFileEndpoints = {
  // Attachments
  classUploadUrl: endpoint({ changesState: true, tag: 'classes', method: 'GET', path: `${MANAGER}/v1/getUploadUrl`, summary: 'An upload id and the address to PUT a class file to (lecturers, class managers, administrators)', access: 'member', query: TenantQuery.extend({ fileName: Text(200).pipe(z.string().min(1, 'enter a file name')), bucketName: z.string().max(100).default('static') }), response: ClassUploadUrl }),
  classUploadFile: endpoint({ tag: 'classes', method: 'PUT', path: `${MANAGER}/v1/uploadFile/:id`, summary: 'Upload a class file (multipart field "file"). Checked by content: PDF, Office, images, video, archives; 413 when too large, 415 when the content is not what the name says.', access: 'member', query: TenantQuery, raw: true, response: ClassUploadResult }),
  addClassAttachments: endpoint({ tag: 'classes', method: 'POST', path: `${MANAGER}/attachment/addClassAttachments/:classId`, summary: 'Attach uploaded files to a class, appended in the order given; answers the class’s attachments', access: 'member', query: TenantQuery, body: AddClassAttachments, response: z.array(ClassAttachment) }),
  attachmentList: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/attachment/attachmentList/:id`, summary: 'The attachments of a class in display order', access: 'member', query: TenantQuery, response: z.array(ClassAttachment) }),
  deleteClassAttachment: endpoint({ tag: 'classes', method: 'DELETE', path: `${MANAGER}/attachment/deleteClassAttachment/:id`, summary: 'Remove an attachment from its class (the file is deleted)', access: 'member', query: TenantQuery, response: z.object({ deleted: z.literal(true) }) }),
  attachmentForCourseList: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/attachment/attachmentForCourseList/:classId`, summary: 'The attachments of a class of one type, in display order', access: 'member', query: TenantQuery.extend({ type: AttachmentType.optional() }), response: z.array(ClassAttachment) }),
  updateDisplayOrder: endpoint({ tag: 'classes', method: 'POST', path: `${MANAGER}/attachment/updateDisplayOrder`, summary: 'Reorder the attachments of a class: ids must be exactly the class’s attachments', access: 'member', query: TenantQuery, body: UpdateDisplayOrder, response: z.array(ClassAttachment) }),
  downloadClassAttachment: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/attachment/download/:id`, summary: 'Download an attachment (as a file, with its detected type)', access: 'member', query: TenantQuery, raw: true, files: CLASS_FILE_TYPES, response: z.string() }),

  // Live lectures
  liveList: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/lecture/getLiveList/:classId`, summary: 'Live lectures of a class, newest start first, with title filter', access: 'member', query: LiveListQuery, response: z.object({ total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), list: z.array(LiveLecture) }) }),
  liveDetail: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/lecture/liveDetail/:id`, summary: 'A live lecture', access: 'member', query: TenantQuery, response: LiveLecture }),
  addLive: endpoint({ idempotent: true, tag: 'classes', method: 'POST', path: `${MANAGER}/lecture/addLive`, summary: 'Schedule a live lecture in a class (start in the future, 5 to 720 minutes)', access: 'member', query: TenantQuery, body: AddLiveLecture, response: LiveLecture }),
  updateLive: endpoint({ tag: 'classes', method: 'PUT', path: `${MANAGER}/lecture/updateLive/:id`, summary: 'Edit a live lecture (a changed start must be in the future)', access: 'member', query: TenantQuery, body: LiveLectureInput, response: LiveLecture }),
  deleteLive: endpoint({ tag: 'classes', method: 'DELETE', path: `${MANAGER}/lecture/deleteLive/:id`, summary: 'Delete a live lecture', access: 'member', query: TenantQuery, response: z.object({ deleted: z.literal(true) }) }),
  liveJoin: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/lecture/liveJoin/:id`, summary: 'The address for the caller to join: a signed BigBlueButton join URL, or the room’s https address', access: 'member', query: TenantQuery, response: LiveJoin }),
  liveCalendar: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/lecture/liveCalendar/:id`, summary: 'The live lecture as an iCalendar file (.ics, RFC 5545)', access: 'member', query: TenantQuery, raw: true, files: ['text/calendar'], response: z.string() }),
  liveRoomSettings: endpoint({ tag: 'classes', method: 'GET', path: `${MANAGER}/lecture/liveRoomSettings`, summary: 'The school’s BigBlueButton server (the secret is never shown)', access: 'admin', query: TenantQuery, response: LiveRoomSettings }),
  saveLiveRoomSettings: endpoint({ tag: 'classes', method: 'PUT', path: `${MANAGER}/lecture/liveRoomSettings`, summary: 'Set or remove (bbbUrl null) the school’s BigBlueButton server and shared secret', access: 'admin', query: TenantQuery, body: z.object({ bbbUrl: z.string().trim().max(500).regex(/^[\x21-\x7e]+$/, 'must be an address without spaces').nullable(), bbbSecret: z.string().trim().regex(/^[\x21-\x7e]{8,200}$/, 'must be 8 to 200 letters, digits or signs').optional() }), response: LiveRoomSettings }),
} as const;
