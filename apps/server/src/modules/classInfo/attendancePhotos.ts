import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTypeFromBuffer } from 'file-type';
import { ATTENDANCE_LIMITS, classInfoEndpoints, type AttendanceAttachment } from '@academy/contract';
import { sanitizeFileName } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { refusalAnswer } from '../../http/refusal.ts';
import { register } from '../../http/register.ts';
import { defineMessages, say } from '../../http/words.ts';
import { classIdParam, type CallerInput } from '../classes/access.ts';
import { attachmentDisposition } from '../classes/export.ts';
import { newNumericId } from '../classes/ids.ts';
import { callerInput } from '../classFiles/caller.ts';
import { findCheck, requireOpen } from './attendance.ts';
import { callerOf, iso, requireLearner } from './common.ts';

/** What a photo's bytes may be (file-type's names), whatever its file name says. */
const PHOTO_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const MULTIPART_SLACK = 64 * 1024;

const refusals = defineMessages({
  noSuchPhoto: { id: 'server.classInfo.noSuchPhoto', defaultMessage: 'No such photo in this school.' },
  sendPhoto: { id: 'server.classInfo.sendPhoto', defaultMessage: 'Send the photo as multipart/form-data with a "file" field and an "attendanceId".' },
  tooLarge: { id: 'server.classInfo.photoTooLarge', defaultMessage: 'A photo may be at most {megabytes} MB.' },
  empty: { id: 'server.classInfo.photoEmpty', defaultMessage: 'The photo is empty.' },
  wrongType: { id: 'server.classInfo.photoWrongType', defaultMessage: 'Only JPEG, PNG, GIF or WebP photos can be added: the content of this file is .{ext}.' },
  notAnImage: { id: 'server.classInfo.photoNotAnImage', defaultMessage: 'Only JPEG, PNG, GIF or WebP photos can be added: the content of this file is not an image.' },
  learnersOnly: { id: 'server.classInfo.learnersAddPhotos', defaultMessage: 'Only learners add photos to their check-in.' },
  checkInFirst: { id: 'server.classInfo.checkInFirst', defaultMessage: 'Check in first, then add photos.' },
  full: { id: 'server.classInfo.photosFull', defaultMessage: 'A check-in has at most {count, plural, one {# photo} other {# photos}}: remove one to add another.' },
  ownOnly: { id: 'server.classInfo.removeOwnPhotos', defaultMessage: 'You may only remove your own photos.' },
  whoMaySee: { id: 'server.classInfo.photoViewers', defaultMessage: 'Only the learner who added this photo and the class’s managers may see it.' },
  fileMissing: { id: 'server.classInfo.photoFileMissing', defaultMessage: 'The file of this photo is missing on the server.' },
});
const tooLarge = () => new ApiError(413, say(refusals.tooLarge, { megabytes: ATTENDANCE_LIMITS.photoMaxBytes / 1024 / 1024 }));

type PhotoRow = { id: string; check_id: string; user_id: string; school_id: string; file_name: string; content_type: string; size_bytes: number; storage_key: string; created_at: Date };
const COLUMNS = 'id, check_id, user_id, school_id, file_name, content_type, size_bytes, storage_key, created_at';

/** With the school in the query, so an <img src> (no tenant header) shows it. */
const fileUrl = (id: string, schoolId: string) => `${classInfoEndpoints.attendanceAttachmentFile.path.replace(':id', id)}?schoolId=${schoolId}`;

const toAttachment = (row: PhotoRow): AttendanceAttachment => ({
  id: row.id,
  attendanceId: row.check_id,
  attachmentType: 'image',
  name: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  url: fileUrl(row.id, row.school_id),
  userId: row.user_id,
  createdAt: iso(row.created_at),
});

/** Photos of checks, oldest first; only one user's when `userId` is given. */
export async function attachmentsOf(db: Queryable, checkIds: string[], schoolId: string, userId?: string): Promise<AttendanceAttachment[]> {
  const rows = await db.query<PhotoRow>(
    `select ${COLUMNS} from attendance_attachments where check_id = any($1::text[]) and school_id = $2 and ($3::text is null or user_id = $3) order by created_at, id`,
    [checkIds, schoolId, userId ?? null],
  );
  return rows.map(toAttachment);
}

/** A photo of the caller's school, the check it belongs to and the caller's access to that check's class. */
async function findPhoto(db: Queryable, input: CallerInput, id: string | undefined) {
  const photoId = classIdParam(id, 'id');
  if (!input.user) throw unauthorized();
  if (!input.schoolId || !input.role) throw forbidden();
  const [photo] = await db.query<PhotoRow>(`select ${COLUMNS} from attendance_attachments where id = $1 and school_id = $2`, [photoId, input.schoolId]);
  if (!photo) throw notFound(refusals.noSuchPhoto);
  const { row, access } = await findCheck(db, input, photo.check_id);
  return { photo, check: row, access };
}

/** The photo's bytes, judged by content: a PNG named .pdf is a PNG; a text file named .jpg is refused. */
async function readPhoto(form: Record<string, string | File>): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const file = form.file;
  if (!(file instanceof File)) throw badRequest(refusals.sendPhoto);
  if (file.size > ATTENDANCE_LIMITS.photoMaxBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw badRequest(refusals.empty);
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const contentType = found ? PHOTO_TYPES[found.ext] : undefined;
  if (!found || !contentType) throw new ApiError(415, found ? say(refusals.wrongType, { ext: found.ext }) : refusals.notAnImage);
  const fileName = sanitizeFileName(file.name) || `photo.${found.ext}`;
  return { bytes, contentType, fileName };
}

export function attendancePhotoRoutes(app: Hono<AppEnv>) {
  const addPath = classInfoEndpoints.addAttendanceAttachment.path;
  // The size is refused by Content-Length when declared, else as soon as the streamed body passes the limit.
  app.post(addPath, bodyLimit({ maxSize: ATTENDANCE_LIMITS.photoMaxBytes + MULTIPART_SLACK, onError: (c) => refusalAnswer(c, tooLarge()) }));

  register(app, classInfoEndpoints.addAttendanceAttachment, async (input) => {
    const { db, uploads } = input.services;
    let form: Record<string, string | File>;
    try {
      form = await input.c.req.parseBody();
    } catch {
      throw badRequest(refusals.sendPhoto);
    }
    const attendanceId = typeof form.attendanceId === 'string' ? form.attendanceId : undefined;
    const { row, access } = await findCheck(db, callerOf(input), attendanceId, 'attendanceId');
    requireLearner(access, refusals.learnersOnly);
    const photo = await readPhoto(form);
    const id = newNumericId();
    const storageKey = `attendance/${id}-${randomBytes(4).toString('hex')}`;
    await uploads.put(storageKey, photo.bytes);
    try {
      await db.transaction(async (tx) => {
        // The check-in row is locked so two uploads at once cannot both be the fourth photo.
        const [checkIn] = await tx.query('select 1 from class_check_ins where check_id = $1 and user_id = $2 for update', [row.id, access.userId]);
        if (!checkIn) throw new ApiError(409, refusals.checkInFirst);
        requireOpen(row);
        const [{ n }] = (await tx.query<{ n: number }>('select count(*)::int as n from attendance_attachments where check_id = $1 and user_id = $2', [row.id, access.userId])) as [{ n: number }];
        if (n >= ATTENDANCE_LIMITS.photosPerCheckIn) throw new ApiError(409, say(refusals.full, { count: ATTENDANCE_LIMITS.photosPerCheckIn }));
        await tx.query(
          'insert into attendance_attachments (id, check_id, user_id, school_id, file_name, content_type, size_bytes, storage_key) values ($1, $2, $3, $4, $5, $6, $7, $8)',
          [id, row.id, access.userId, access.schoolId, photo.fileName, photo.contentType, photo.bytes.length, storageKey],
        );
      });
    } catch (error) {
      await uploads.delete(storageKey).catch(() => undefined);
      throw error;
    }
    const [added] = await attachmentsOf(db, [row.id], access.schoolId, access.userId).then((list) => list.filter((item) => item.id === id));
    return added!;
  });

  // The caller's own photos of each check; everyone's for the class's managers.
  register(app, classInfoEndpoints.attendanceAttachments, async (input) => {
    const { db } = input.services;
    const result: AttendanceAttachment[] = [];
    for (const checkId of new Set(input.body.attendanceIds)) {
      const { row, access } = await findCheck(db, callerOf(input), checkId);
      result.push(...(await attachmentsOf(db, [row.id], access.schoolId, access.isManager ? undefined : access.userId)));
    }
    return result;
  });

  register(app, classInfoEndpoints.deleteAttendanceAttachment, async (input) => {
    const { db, uploads } = input.services;
    const { photo, check, access } = await findPhoto(db, callerOf(input), input.params.id);
    if (photo.user_id !== access.userId) throw forbidden(refusals.ownOnly);
    requireOpen(check);
    await db.query('delete from attendance_attachments where id = $1', [photo.id]);
    // After the row: a failed file delete leaves an orphan file, never a row without its file.
    await uploads.delete(photo.storage_key).catch(() => undefined);
    return { deleted: true as const };
  });

  // The picture itself, to its owner and the class's managers; served with the type found at upload, never sniffed.
  app.get(classInfoEndpoints.attendanceAttachmentFile.path, async (c) => {
    const { db, uploads } = c.get('services');
    const { photo, access } = await findPhoto(db, await callerInput(c), c.req.param('id'));
    if (photo.user_id !== access.userId && !access.isManager) throw forbidden(refusals.whoMaySee);
    const file = await uploads.open(photo.storage_key);
    if (!file) throw notFound(refusals.fileMissing);
    return c.body(file.stream, 200, {
      'content-type': photo.content_type,
      'content-length': String(file.size),
      'content-disposition': attachmentDisposition(photo.file_name).replace(/^attachment/, 'inline'),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });
}
