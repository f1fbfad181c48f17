import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { refusalAnswer } from './refusal.ts';
import { readerLocale } from './requestLocale.ts';
import { defineMessages, say, wordsIn, type Words } from './words.ts';

/** Multipart overhead above a file's own size (boundaries, part headers, other fields). */
const FORM_OVERHEAD = 64 * 1024;
/** Every JSON or form call: the largest legitimate body is a page composition, well under this. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The platform's upload failure code (spec §8): clients show the message. */
const UPLOAD_REFUSED = 901100007;

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

const refusals = defineMessages({
  request: { id: 'server.http.tooLarge', defaultMessage: 'The request is too large: at most {megabytes} MB.' },
  image: { id: 'server.http.imageTooLarge', defaultMessage: 'The image is larger than {megabytes} MB.' },
  photo: { id: 'server.http.photoTooLarge', defaultMessage: 'The photo is larger than {megabytes} MB.' },
});

/** The portal's image upload refuses an image over the ceiling with these words, here and in its handler. */
export const imageTooLarge = (config: Config): Words => say(refusals.image, { megabytes: megabytes(config.maxUploadBytes) });

type Rule = { test: (path: string) => boolean; fileBytes: (config: Config) => number; tooLarge: (config: Config) => Words };

/** Class files stream to storage and count their own bytes (classFiles/uploads.ts): no second limit here. */
const LIMITED_BY_HANDLER = (path: string) => path.startsWith('/api/manager/v1/uploadFile/');

/** Calls that take a file, each with its own ceiling; everything else gets DEFAULT_BODY_LIMIT. */
const UPLOAD_RULES: Rule[] = [
  { test: (path) => path === '/api/portal/api/v1/portal/uploadFile', fileBytes: (config) => config.maxUploadBytes, tooLarge: imageTooLarge },
  { test: (path) => path === '/api/manager/v1/class/attendance-attachments', fileBytes: (config) => config.maxUploadBytes, tooLarge: (config) => say(refusals.photo, { megabytes: megabytes(config.maxUploadBytes) }) },
];

/**
 * Refuses a body larger than its route allows before it is read (Content-Length) or as soon as a streamed body
 * passes the ceiling: 413 with a message, so a client cannot make the server buffer gigabytes. An upload is refused
 * in the upload answer's shape too (resultCode 901100007), with the words its own handler uses.
 */
export function bodyLimits(config: Config): MiddlewareHandler<AppEnv> {
  const jsonLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT,
    onError: (c) => refusalAnswer(c, new ApiError(413, say(refusals.request, { megabytes: megabytes(DEFAULT_BODY_LIMIT) }))),
  });
  return (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || LIMITED_BY_HANDLER(c.req.path)) return next();
    const rule = UPLOAD_RULES.find((candidate) => candidate.test(c.req.path));
    if (!rule) return jsonLimit(c, next) as ReturnType<MiddlewareHandler<AppEnv>>;
    // Read per request: the ceilings are settings (tests lower them).
    const words = rule.tooLarge(config);
    return bodyLimit({
      maxSize: rule.fileBytes(config) + FORM_OVERHEAD,
      onError: (context) => {
        const message = wordsIn(readerLocale(context), words);
        return context.json({ code: 413, message, resultCode: UPLOAD_REFUSED, details: message, data: null }, 413);
      },
    })(c, next) as ReturnType<MiddlewareHandler<AppEnv>>;
  };
}
