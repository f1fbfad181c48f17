import type { Endpoints, UploadResult } from '@academy/contract';
import { startRoutes } from '@academy/contract/routes/start';
import { ApiError } from '@academy/api-client';
import { sanitizeFileName, uploadOutcome } from '@academy/rules';
import { api, client } from './api.ts';

/** Spec §2 upload: ask where, then send the file; a refused upload still answers in the upload contract. */
export async function uploadImage(file: File, fileName: string): Promise<UploadResult> {
  await api.uploadUrl({ query: { fileName, bucketName: 'static', module: 'portal' } });
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('fileName', fileName);
  form.append('module', 'portal');
  form.append('bucketName', 'static');
  try {
    return await client.call<Endpoints['uploadFile']>(startRoutes.uploadFile, { body: form });
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'resultCode' in error.body) return error.body as UploadResult;
    throw error;
  }
}

/** Uploads an image and resolves with its URL; rejects with the server's reason (the server checks the bytes). */
export async function uploadImageUrl(file: File): Promise<string> {
  const result = await uploadImage(file, sanitizeFileName(file.name) || 'image');
  const outcome = uploadOutcome(result);
  if (outcome.ok && result.data) return result.data.static_url;
  throw new Error(outcome.ok ? '' : outcome.message);
}

/** A file refused for what it is (its size, type or content), before or after it was sent. */
export class FileRefused extends Error {}

/**
 * Whether sending the same file again may succeed: after a lost connection or a server fault, yes; not when the file
 * itself was refused (FileRefused, or the server's 4xx other than a timeout or a rate limit), so the list offers
 * Remove and no Try again.
 */
export function mayRetryUpload(error: unknown): boolean {
  if (error instanceof FileRefused) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}
