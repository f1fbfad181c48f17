// @postgres-pass: uploads kept in the database when several instances share it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/server.ts';
import { databaseStore, diskStore, type UploadStore } from '../src/storage/store.ts';
import { startTestServer } from './harness.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
}

let server: Server;
const dir = mkdtempSync(join(tmpdir(), 'academy-store-'));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['disk', () => diskStore(dir)],
  ['database', () => databaseStore(server.db)],
] as const)('the %s upload store', (_, makeStore) => {
  let store: UploadStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('keeps a file, replaces it whole when written again, and forgets it when deleted', async () => {
    await store.put('feedback/a1.png', new Uint8Array([1, 2, 3]));
    expect(await store.exists('feedback/a1.png')).toBe(true);
    await store.put('feedback/a1.png', new Uint8Array([9]));
    expect([...((await store.get('feedback/a1.png')) ?? [])]).toEqual([9]);
    await store.delete('feedback/a1.png');
    expect(await store.get('feedback/a1.png')).toBeNull();
    expect(await store.open('feedback/a1.png')).toBeNull();
    expect(await store.exists('feedback/a1.png')).toBe(false);
  });

  it('streams a 2.5 MB file back byte for byte, with its size', async () => {
    const bytes = randomBytes(2.5 * 1024 * 1024);
    await store.put('class-files/big.bin', bytes);
    const file = await store.open('class-files/big.bin');
    expect(file?.size).toBe(bytes.length);
    expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
  });

  it('refuses a key that is not ours or could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'a/b/c', 'Upper.png', '/abs']) await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
  });
});

it('a file one instance stored in the database, another instance reads', async () => {
  await databaseStore(server.db).put('feedback/shared.png', new Uint8Array([7, 7]));
  expect([...((await databaseStore(server.db).get('feedback/shared.png')) ?? [])]).toEqual([7, 7]);
});
