import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

/**
 * Uploaded files under UPLOAD_DIR (feedback images, class files). Keys are ours, never a user's file name: lower-case
 * letters, digits, dot and dash, in at most one folder ("class-files/abc123"), so no key can leave the folder.
 */
const KEY = /^(?:[a-z0-9-]+\/)?[a-z0-9][a-z0-9.-]{0,100}$/;

/** A key that could leave its folder (or is not ours) is a bug in the caller: refused for either store. */
export function checkKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

function pathOf(uploadDir: string, key: string): string {
  checkKey(key);
  return join(uploadDir, key);
}

/** Writes the whole file or nothing: a temporary name first, then an atomic rename. */
export async function storeUpload(uploadDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const path = pathOf(uploadDir, key);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.partial-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

export async function readUpload(uploadDir: string, key: string): Promise<Uint8Array | null> {
  try {
    return await readFile(pathOf(uploadDir, key));
  } catch {
    return null;
  }
}

/** A stored file as a web stream (large class files are not read into memory to be sent). */
export async function openUpload(uploadDir: string, key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
  const path = pathOf(uploadDir, key);
  try {
    const { size } = await stat(path);
    return { stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size };
  } catch {
    return null;
  }
}

export async function deleteUpload(uploadDir: string, key: string): Promise<void> {
  await rm(pathOf(uploadDir, key), { force: true });
}

export async function uploadExists(uploadDir: string, key: string): Promise<boolean> {
  try {
    await stat(pathOf(uploadDir, key));
    return true;
  } catch {
    return false;
  }
}
