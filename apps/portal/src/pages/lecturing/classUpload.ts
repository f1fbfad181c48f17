import type { ClassUploadRefusal, ClassUploadResult } from '@academy/contract';
import { LANG_HEADER } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { FileRefused } from '../../app/upload.ts';

/** A file larger than the school allows, refused before it is sent. */
export class UploadTooLarge extends FileRefused {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/** A file the server refused for what it is; the reason's codes are worded in the reader's language by the page. */
export class UploadRefused extends FileRefused {
  constructor(
    message: string,
    readonly reason: ClassUploadRefusal,
  ) {
    super(message);
  }
}

/**
 * Uploads one class file: ask for an upload address, then PUT the file there with XMLHttpRequest — fetch reports no
 * upload progress. Resolves with the upload id; rejects with the server's message (it checks the bytes and size).
 */
export async function uploadClassFile(file: File, tenantId: string, onProgress: (fraction: number) => void): Promise<string> {
  const target = await api.classUploadUrl({ query: { fileName: file.name || 'file' }, tenantId });
  if (file.size > target.maxBytes) throw new UploadTooLarge(target.maxBytes);
  const form = new FormData();
  form.append(target.field, file, target.fileName);
  const result = await new Promise<ClassUploadResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.url);
    request.withCredentials = true;
    request.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    request.setRequestHeader('tenantId', tenantId);
    request.setRequestHeader(LANG_HEADER, currentLocale());
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    request.addEventListener('load', () => resolve((request.response ?? { resultCode: 0, code: request.status, message: `HTTP ${request.status}`, details: null, data: null }) as ClassUploadResult));
    request.addEventListener('error', () => reject(new Error('')));
    request.send(form);
  });
  if (!result.data) throw result.reason ? new UploadRefused(result.message, result.reason) : new Error(result.message);
  return result.data.id;
}
