import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { classFileEndpoints, UPLOAD_OK, UPLOAD_REJECTED, type ClassUploadRefusal, type ClassUploadResult } from '@academy/contract';
import { sanitizeFileName } from '@academy/rules';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { hit } from '../../http/rateLimit.ts';
import { register } from '../../http/register.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { defineMessages, say, wordsIn, type Words } from '../../http/words.ts';
import { lecturingCaller, requireClassViewer } from '../classes/access.ts';
import { attachmentDisposition } from '../classes/export.ts';
import { newNumericId } from '../classes/ids.ts';
import { demoFileBytes } from '../../seed/classFiles.ts';
import { requireTermsAccepted } from '../agreements/gate.ts';
import { findAttachment } from './attachments.ts';
import { callerInput, memberSchool } from './caller.ts';
import { ATTACHMENT_EXTENSIONS, checkClassFile, extensionOf, fileRefusal, typeRefusal } from './fileKinds.ts';

const refusals = defineMessages({
  multipart: { id: 'server.classFiles.multipart', defaultMessage: 'Send the file as multipart/form-data with a "file" field.' },
  alreadyUploaded: { id: 'server.classFiles.alreadyUploaded', defaultMessage: 'This upload already has its file: ask for a new upload address.' },
  noExtension: { id: 'server.classFiles.noExtension', defaultMessage: 'The file name needs an extension, such as .pdf or .png.' },
  tooManyUploads: {
    id: 'server.classFiles.tooManyUploads',
    defaultMessage: 'At most {max, plural, one {# file an hour} other {# files an hour}} can be uploaded; try again later.',
  },
  uploadIdDigits: { id: 'server.classFiles.uploadIdDigits', defaultMessage: 'The upload id must be 19 digits.' },
  noSuchUpload: { id: 'server.classFiles.noSuchUpload', defaultMessage: 'No such upload of yours: ask for an upload address first (getUploadUrl).' },
  tooLarge: { id: 'server.classFiles.tooLarge', defaultMessage: 'The file is larger than {megabytes, number} MB.' },
  fileMissing: { id: 'server.classFiles.fileMissing', defaultMessage: 'The file of this attachment is missing on the server; upload it again.' },
});

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_SLACK = 64 * 1024;
/** Upload addresses one user may ask for in an hour: a busy term start is far below it, a runaway script is not. */
export const UPLOADS_PER_HOUR = 300;
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const uploadPath = (id: string) => classFileEndpoints.classUploadFile.path.replace(':id', id);

/** A refused upload in the upload shape, its message in the reader's language (`reason`: the codes, for the page). */
function reject(c: Context<AppEnv>, status: ApiError['status'], words: Words, reason: ClassUploadRefusal | null = null) {
  const message = wordsIn(readerLocale(c), words);
  return c.json<ClassUploadResult>({ resultCode: UPLOAD_REJECTED, code: status, message, details: message, reason, data: null }, status);
}

/** Reads the file (multipart "file" field, or the raw body), checks its content against its name, stores it. */
async function receive(c: Context<AppEnv>, id: string, fileName: string, tooLarge: () => Response): Promise<Response> {
  const { db, config, uploads } = c.get('services');
  let bytes: Uint8Array;
  if ((c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      return reject(c, 400, refusals.multipart);
    }
    if (!(form.file instanceof File)) return reject(c, 400, refusals.multipart);
    if (form.file.size > config.maxAttachmentBytes) return tooLarge();
    bytes = new Uint8Array(await form.file.arrayBuffer());
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  }
  if (bytes.length > config.maxAttachmentBytes) return tooLarge();

  // The name was fixed when the address was given; the bytes must be what that name says.
  const check = await checkClassFile(fileName, bytes);
  if (!check.ok) return reject(c, 415, fileRefusal(readerLocale(c), fileName, check.reason), check.reason);
  // A key per attempt: two PUTs to one address at once never write over each other's file.
  const storageKey = `class-files/${id}-${randomBytes(4).toString('hex')}`;
  await uploads.put(storageKey, bytes);
  const updated = await db.query(
    `update class_uploads set content_type = $2, attachment_type = $3, size_bytes = $4, storage_key = $5, uploaded_at = now()
     where id = $1 and uploaded_at is null returning id`,
    [id, check.contentType, check.type, bytes.length, storageKey],
  );
  if (!updated.length) {
    await uploads.delete(storageKey);
    return reject(c, 409, refusals.alreadyUploaded);
  }
  return c.json<ClassUploadResult>({
    resultCode: UPLOAD_OK, code: 200, message: 'OK', details: null,
    data: { id, fileName, contentType: check.contentType, sizeBytes: bytes.length, attachmentType: check.type },
  });
}

export function uploadRoutes(app: Hono<AppEnv>) {
  register(app, classFileEndpoints.classUploadUrl, async ({ query, services, ...input }) => {
    const caller = lecturingCaller(input);
    const fileName = sanitizeFileName(query.fileName);
    if (!fileName || !extensionOf(fileName)) throw badRequest(refusals.noExtension);
    // Refused before any byte is sent; the content is checked again at upload.
    if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(fileName))) throw new ApiError(415, typeRefusal(extensionOf(fileName)));
    await hit(services.db, `class-upload:${caller.userId}`, UPLOADS_PER_HOUR, 3600, say(refusals.tooManyUploads, { max: UPLOADS_PER_HOUR }));
    // Uploads never attached within a day are given up: their rows and files go (storage stays bounded).
    const stale = await services.db.query<{ storage_key: string | null }>("delete from class_uploads where user_id = $1 and created_at < now() - interval '1 day' returning storage_key", [caller.userId]);
    for (const { storage_key } of stale) if (storage_key) await services.uploads.delete(storage_key).catch(() => undefined);
    const id = newNumericId();
    await services.db.query('insert into class_uploads (id, school_id, user_id, file_name) values ($1, $2, $3, $4)', [id, caller.schoolId, caller.userId, fileName]);
    return { id, url: uploadPath(id), method: 'PUT' as const, field: 'file' as const, fileName, maxBytes: services.config.maxAttachmentBytes };
  });

  // The upload answers in the upload shape (resultCode), so it is mounted by hand. Who may upload, and into which
  // upload id, is checked before a byte of the body is read; the size is refused by Content-Length when declared,
  // else as soon as the streaming body passes the limit.
  app.put(classFileEndpoints.classUploadFile.path, async (c) => {
    const { db, config } = c.get('services');
    const input = await callerInput(c);
    let caller: ReturnType<typeof lecturingCaller>;
    try {
      caller = lecturingCaller(input);
      // Mounted by hand, so the terms check register() makes for every signed-in write is made here (issue 32).
      await requireTermsAccepted(db, caller.userId);
    } catch (error) {
      if (error instanceof ApiError) return reject(c, error.status, error.words);
      throw error;
    }
    const id = c.req.param('id') ?? '';
    if (!/^\d{19}$/.test(id)) return reject(c, 400, refusals.uploadIdDigits);
    const [upload] = await db.query<{ file_name: string; uploaded: boolean }>('select file_name, uploaded_at is not null as uploaded from class_uploads where id = $1 and school_id = $2 and user_id = $3', [id, caller.schoolId, caller.userId]);
    if (!upload) return reject(c, 404, refusals.noSuchUpload);
    if (upload.uploaded) return reject(c, 409, refusals.alreadyUploaded);

    const max = config.maxAttachmentBytes;
    const tooLarge = () => reject(c, 413, say(refusals.tooLarge, { megabytes: megabytes(max) }));
    let answer: Response | undefined;
    const refused = await bodyLimit({ maxSize: max + MULTIPART_SLACK, onError: tooLarge })(c, async () => {
      answer = await receive(c, id, upload.file_name, tooLarge);
    });
    return refused ?? answer!;
  });

  // Only to those who may see the class: its managers, and learners enrolled in it once published.
  app.get(classFileEndpoints.downloadClassAttachment.path, async (c) => {
    const { db, config, uploads } = c.get('services');
    const input = await callerInput(c);
    const schoolId = memberSchool(c, input);
    if (schoolId instanceof Response) return schoolId;
    const attachment = await findAttachment(db, c.req.param('id'), schoolId);
    await requireClassViewer(db, input, attachment.class_id);
    let file = await uploads.open(attachment.storage_key);
    // The demo's files are made in code: a fresh upload folder gets them on first download.
    const demoBytes = !file && config.demo ? demoFileBytes(attachment.storage_key) : null;
    if (demoBytes) {
      await uploads.put(attachment.storage_key, demoBytes);
      file = await uploads.open(attachment.storage_key);
    }
    if (!file) throw notFound(refusals.fileMissing);
    return c.body(file.stream, 200, {
      'content-type': attachment.content_type,
      'content-length': String(file.size),
      'content-disposition': attachmentDisposition(attachment.file_name),
      'x-content-type-options': 'nosniff',
      // Opened by mistake in a tab, it still runs nothing.
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });
}
