import type { Hono } from 'hono';
import { classFileEndpoints, type ClassAttachment } from '@academy/contract';
import { sanitizeFileName } from '@academy/rules';
import type { Database, Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages, say } from '../../http/words.ts';
import { classIdParam, lecturingCaller, requireClassLearnerOrManager, requireClassManager } from '../classes/access.ts';
import { newNumericId } from '../classes/ids.ts';
import { extensionOf } from './fileKinds.ts';

const refusals = defineMessages({
  noSuchAttachment: { id: 'server.classFiles.noSuchAttachment', defaultMessage: 'No such attachment in this school.' },
  uploadNamedTwice: { id: 'server.classFiles.uploadNamedTwice', defaultMessage: 'An uploaded file is named twice.' },
  tooManyAttachments: {
    id: 'server.classFiles.tooManyAttachments',
    defaultMessage: 'A class can have at most {max, plural, one {# attachment} other {# attachments}}; it has {count, number}.',
  },
  noFinishedUpload: { id: 'server.classFiles.noFinishedUpload', defaultMessage: 'No finished upload {uploadId} of yours: upload the file first (getUploadUrl, then PUT).' },
  keepExtension: { id: 'server.classFiles.keepExtension', defaultMessage: '“{fileName}” must keep the extension .{extension}.' },
  attachmentTwice: { id: 'server.classFiles.attachmentTwice', defaultMessage: 'An attachment is listed twice.' },
  foreignAttachments: { id: 'server.classFiles.foreignAttachments', defaultMessage: 'Not attachments of this class: {ids}.' },
  orderMismatch: {
    id: 'server.classFiles.attachmentOrderMismatch',
    defaultMessage: 'List every attachment of the class exactly once: it has {count, number}, the new order names {named, number}. Reload and try again.',
  },
});

/** Enough for a term of handouts; a class with more is better served by a linked course. */
export const MAX_ATTACHMENTS_PER_CLASS = 100;

type AttachmentRow = {
  id: string; class_id: string; school_id: string; file_name: string; content_type: string; size_bytes: string | number; attachment_type: ClassAttachment['attachmentType'];
  position: number; created_by: string; created_at: Date;
};
const COLUMNS = 'id, class_id, school_id, file_name, content_type, size_bytes, attachment_type, position, created_by, created_at';

/** With the school in the query, so a plain link (no tenant header) downloads it. */
export const downloadPath = (id: string, schoolId: string) => `${classFileEndpoints.downloadClassAttachment.path.replace(':id', id)}?schoolId=${schoolId}`;

const toAttachment = (row: AttachmentRow): ClassAttachment => ({
  id: row.id,
  classId: row.class_id,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  attachmentType: row.attachment_type,
  position: row.position,
  downloadUrl: downloadPath(row.id, row.school_id),
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listAttachments(db: Queryable, classId: string, type?: ClassAttachment['attachmentType']): Promise<ClassAttachment[]> {
  const rows = await db.query<AttachmentRow>(
    `select ${COLUMNS} from class_attachments where class_id = $1 and ($2::text is null or attachment_type = $2) order by position, id`,
    [classId, type ?? null],
  );
  return rows.map(toAttachment);
}

/** The attachment and its class, for a caller of the school; 404 when it is not in the caller's school. */
export async function findAttachment(db: Queryable, id: string | undefined, schoolId: string) {
  const attachmentId = classIdParam(id, 'id');
  const [row] = await db.query<AttachmentRow & { storage_key: string }>(`select ${COLUMNS}, storage_key from class_attachments where id = $1 and school_id = $2`, [attachmentId, schoolId]);
  if (!row) throw notFound(refusals.noSuchAttachment);
  return row;
}

/** A class's attachments, the files to remove when the class goes (its rows go with it: on delete cascade). */
export async function attachmentStorageKeys(db: Queryable, classId: string): Promise<string[]> {
  return (await db.query<{ storage_key: string }>('select storage_key from class_attachments where class_id = $1', [classId])).map((row) => row.storage_key);
}

type AddInput = { attachments: { uploadId: string; fileName?: string | undefined }[] };

/** Turns finished uploads of the caller into attachments, appended in the given order, all or none. */
async function addAttachments(db: Database, userId: string, schoolId: string, classId: string, input: AddInput) {
  const ids = input.attachments.map((item) => item.uploadId);
  if (new Set(ids).size !== ids.length) throw badRequest(refusals.uploadNamedTwice);
  await db.transaction(async (tx) => {
    // One append at a time per class, so two tabs adding files never get the same position.
    await tx.query('select id from classes where id = $1 for update', [classId]);
    const [{ count, last }] = (await tx.query<{ count: number; last: number }>('select count(*)::int as count, coalesce(max(position), -1)::int as last from class_attachments where class_id = $1', [classId])) as [{ count: number; last: number }];
    if (count + ids.length > MAX_ATTACHMENTS_PER_CLASS) throw new ApiError(409, say(refusals.tooManyAttachments, { max: MAX_ATTACHMENTS_PER_CLASS, count }));
    let position = last;
    for (const item of input.attachments) {
      const [upload] = await tx.query<{ file_name: string; content_type: string; attachment_type: string; size_bytes: string; storage_key: string }>(
        `delete from class_uploads where id = $1 and school_id = $2 and user_id = $3 and uploaded_at is not null
         returning file_name, content_type, attachment_type, size_bytes, storage_key`,
        [item.uploadId, schoolId, userId],
      );
      if (!upload) throw badRequest(say(refusals.noFinishedUpload, { uploadId: item.uploadId }));
      let fileName = upload.file_name;
      if (item.fileName !== undefined) {
        fileName = sanitizeFileName(item.fileName);
        // The name tells people what they download: it keeps the extension the content was checked against.
        if (!fileName || extensionOf(fileName) !== extensionOf(upload.file_name)) throw badRequest(say(refusals.keepExtension, { fileName: item.fileName, extension: extensionOf(upload.file_name) }));
      }
      position += 1;
      await tx.query(
        `insert into class_attachments (id, class_id, school_id, file_name, content_type, size_bytes, storage_key, attachment_type, position, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [newNumericId(), classId, schoolId, fileName, upload.content_type, upload.size_bytes, upload.storage_key, upload.attachment_type, position, userId],
      );
    }
  });
}

export function attachmentRoutes(app: Hono<AppEnv>) {
  register(app, classFileEndpoints.addClassAttachments, async ({ params, body, services, ...input }) => {
    const access = await requireClassManager(services.db, input, classIdParam(params.classId, 'classId'));
    await addAttachments(services.db, access.userId, access.schoolId, access.classId, body);
    return listAttachments(services.db, access.classId);
  });

  // Reads: the class's managers and the learners enrolled in it (requireClassLearnerOrManager); writes stay manager-only.
  register(app, classFileEndpoints.attachmentList, async ({ params, services, ...input }) => {
    const access = await requireClassLearnerOrManager(services.db, input, classIdParam(params.id, 'id'), { param: 'id' });
    return listAttachments(services.db, access.classId);
  });

  register(app, classFileEndpoints.attachmentForCourseList, async ({ params, query, services, ...input }) => {
    const access = await requireClassLearnerOrManager(services.db, input, classIdParam(params.classId, 'classId'));
    return listAttachments(services.db, access.classId, query.type);
  });

  register(app, classFileEndpoints.deleteClassAttachment, async ({ params, services, ...input }) => {
    const caller = lecturingCaller(input);
    const attachment = await findAttachment(services.db, params.id, caller.schoolId);
    await requireClassManager(services.db, input, attachment.class_id);
    await services.db.transaction(async (tx) => {
      await tx.query('select id from classes where id = $1 for update', [attachment.class_id]);
      const removed = await tx.query<{ position: number }>('delete from class_attachments where id = $1 returning position', [attachment.id]);
      // The ones after it move up, so positions stay 0..n-1.
      if (removed[0]) await tx.query('update class_attachments set position = position - 1 where class_id = $1 and position > $2', [attachment.class_id, removed[0].position]);
    });
    // After the commit: a failed delete of the file leaves an orphan file, never a row without its file.
    await services.uploads.delete(attachment.storage_key).catch(() => undefined);
    return { deleted: true as const };
  });

  register(app, classFileEndpoints.updateDisplayOrder, async ({ body, services, ...input }) => {
    const access = await requireClassManager(services.db, input, body.classId);
    await services.db.transaction(async (tx) => {
      const current = (await tx.query<{ id: string }>('select id from class_attachments where class_id = $1 order by position for update', [access.classId])).map((row) => row.id);
      const given = new Set(body.ids);
      if (given.size !== body.ids.length) throw badRequest(refusals.attachmentTwice);
      const foreign = body.ids.filter((id) => !current.includes(id));
      if (foreign.length) throw badRequest(say(refusals.foreignAttachments, { ids: foreign.join(', ') }));
      if (body.ids.length !== current.length) throw new ApiError(409, say(refusals.orderMismatch, { count: current.length, named: body.ids.length }));
      await tx.query(
        `update class_attachments a set position = (o.ordinality - 1)::int
         from unnest($2::text[]) with ordinality as o(id, ordinality) where a.id = o.id and a.class_id = $1`,
        [access.classId, body.ids],
      );
    });
    return listAttachments(services.db, access.classId);
  });
}
