import type { Hono } from 'hono';
import { endpoints, UPLOAD_OK, UPLOAD_REJECTED, type UploadResult } from '@academy/contract';
import { detectImageType, IMAGE_CONTENT_TYPES, sanitizeFileName } from '@academy/rules';
import type { AppEnv } from '../http/context.ts';
import { register } from '../http/register.ts';
import { imageTooLarge } from '../http/bodyLimits.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { readerLocale } from '../http/requestLocale.ts';
import { defineMessages, say, wordsIn, type Words } from '../http/words.ts';
import { randomId } from '../auth/crypto.ts';
import { findSchool } from './schools.ts';
import { requireTermsAccepted } from './agreements/gate.ts';

const refusals = defineMessages({
  tooManyImages: { id: 'server.feedback.tooManyImages', defaultMessage: 'At most {max, plural, one {# image} other {# images}}.' },
  uploadFirst: { id: 'server.feedback.uploadFirst', defaultMessage: 'Images must be uploaded through the upload call first.' },
  multipart: { id: 'server.feedback.multipart', defaultMessage: 'Send the image as multipart/form-data with a "file" field.' },
  notAnImage: { id: 'server.feedback.notAnImage', defaultMessage: 'Only GIF, JPEG or PNG images can be uploaded.' },
});

const MAX_PICTURES = 4;
const UPLOAD_PATH = '/static/uploads/';
const PICTURE = /^\/static\/uploads\/[a-z0-9]+\.(png|jpeg|gif)$/;

export function feedbackRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.addFeedback, async ({ body, user, services }) => {
    await findSchool(services.db, body.tenantId);
    const pictures = body.picUrl ? body.picUrl.split(',') : [];
    if (pictures.length > MAX_PICTURES) throw badRequest(say(refusals.tooManyImages, { max: MAX_PICTURES }));
    if (pictures.some((url) => !PICTURE.test(url))) throw badRequest(refusals.uploadFirst);
    const id = randomId();
    await services.db.query(
      `insert into feedback (id, school_id, user_id, feedback_type, content, pic_url, allow_contact, phone_number, school_name, user_name, client_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      // Spec §3: the phone number is kept only when contact is allowed.
      [id, body.tenantId, user!.userId, body.feedbackType, body.feedbackContent, pictures.join(','), body.allowContact, body.allowContact === 1 ? (body.phoneNumber ?? null) : null, body.schoolName, body.userName, body.clientType],
    );
    return { id };
  });

  register(app, endpoints.customerService, async ({ query, services }) => {
    const types = query.configTypes.split(',').map((type) => type.trim()).filter(Boolean);
    return services.db.query<{ configType: string; configValue: string }>(
      'select config_type as "configType", config_value as "configValue" from school_config where school_id = $1 and config_type = any($2) order by config_type',
      [query.schoolId, types],
    );
  });

  register(app, endpoints.uploadUrl, async ({ query }) => {
    const id = randomId();
    return { id, url: `${endpoints.uploadFile.path}?id=${id}`, static_url: `${UPLOAD_PATH}${id}`, headers: { 'x-upload-name': sanitizeFileName(query.fileName) } };
  });

  // Multipart upload answers in the upload contract (resultCode), so it is mounted by hand.
  app.put(endpoints.uploadFile.path, async (c) => {
    const { db, config, uploads } = c.get('services');
    const user = c.get('user');
    if (!user) throw unauthorized();
    // Mounted by hand, so the terms check register() makes for every signed-in write is made here (issue 32).
    await requireTermsAccepted(db, user.userId);
    // Spec §8: a refused upload still answers in the upload contract, its message in the reader's language.
    const reject = (words: Words, status: 400 | 413 | 415 = 400) => {
      const message = wordsIn(readerLocale(c), words);
      return c.json<UploadResult>({ resultCode: UPLOAD_REJECTED, code: status, message, details: message, data: null }, status);
    };
    // A body over the image's ceiling never gets here (http/bodyLimits.ts); a file part over it does.
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      return reject(refusals.multipart);
    }
    const file = form.file;
    if (!(file instanceof File)) return reject(refusals.multipart);
    if (file.size > config.maxUploadBytes) return reject(imageTooLarge(config), 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    // Spec §5: only gif, jpeg or png — decided by the content, not the name.
    if (!type) return reject(refusals.notAnImage, 415);
    const id = randomId().replace(/[^a-z0-9]/g, '');
    const fileName = sanitizeFileName(typeof form.fileName === 'string' ? form.fileName : file.name) || `${id}.${type}`;
    await uploads.put(`${id}.${type}`, bytes);
    await db.query('insert into uploads (id, user_id, file_name, content_type, size) values ($1, $2, $3, $4, $5)', [id, user.userId, fileName, IMAGE_CONTENT_TYPES[type], bytes.length]);
    return c.json<UploadResult>({ resultCode: UPLOAD_OK, code: 200, message: 'OK', details: null, data: { id, static_url: `${UPLOAD_PATH}${id}.${type}` } });
  });
}

/** Serves uploaded images with the content type found at upload, never sniffed. */
export function uploadStatic(app: Hono<AppEnv>) {
  app.get(`${UPLOAD_PATH}:file`, async (c) => {
    const { uploads } = c.get('services');
    const match = /^([a-z0-9]+)\.(png|jpeg|gif)$/.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const bytes = await uploads.get(match[0]);
    if (!bytes) return c.notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': IMAGE_CONTENT_TYPES[match[2] as keyof typeof IMAGE_CONTENT_TYPES],
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
