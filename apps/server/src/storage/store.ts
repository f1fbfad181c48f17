import { Readable } from 'node:stream';
import type { Database } from '../db/index.ts';
import { deleteUpload, openUpload, readUpload, storeUpload, uploadExists, checkKey } from './uploads.ts';

/**
 * Where uploaded files live, the same interface for both homes: a folder (one process, the embedded default) or
 * the database (every instance behind nginx reads what any of them stored). Keys are ours (`checkKey`).
 */
export interface UploadStore {
  readonly kind: 'disk' | 'database';
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** A stored file as a web stream, read in pieces: a large class file never sits whole in memory. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function diskStore(dir: string): UploadStore {
  return {
    kind: 'disk',
    put: (key, bytes) => storeUpload(dir, key, bytes),
    get: (key) => readUpload(dir, key),
    open: (key) => openUpload(dir, key),
    delete: (key) => deleteUpload(dir, key),
    exists: (key) => uploadExists(dir, key),
  };
}

/** Pieces a stored file is read in (substring of the bytea): memory stays flat however large the file. */
const PIECE = 1 << 20;

export function databaseStore(db: Database): UploadStore {
  return {
    kind: 'database',
    async put(key, bytes) {
      checkKey(key);
      // A key written again replaces its file whole, as the disk store's rename does.
      await db.query(
        'insert into upload_blobs (key, bytes, size) values ($1, $2, $3) on conflict (key) do update set bytes = excluded.bytes, size = excluded.size, created_at = now()',
        [key, bytes, bytes.byteLength],
      );
    },
    async get(key) {
      checkKey(key);
      const [row] = await db.query<{ bytes: Uint8Array }>('select bytes from upload_blobs where key = $1', [key]);
      return row ? new Uint8Array(row.bytes) : null;
    },
    async open(key) {
      checkKey(key);
      const [row] = await db.query<{ size: number }>('select size from upload_blobs where key = $1', [key]);
      if (!row) return null;
      const size = row.size;
      async function* pieces() {
        for (let offset = 0; offset < size; offset += PIECE) {
          const [piece] = await db.query<{ bytes: Uint8Array }>('select substring(bytes from $2 for $3) as bytes from upload_blobs where key = $1', [key, offset + 1, PIECE]);
          if (!piece) return; // deleted meanwhile: the answer ends short, as a vanished file's would
          yield new Uint8Array(piece.bytes);
        }
      }
      return { stream: Readable.toWeb(Readable.from(pieces())) as ReadableStream<Uint8Array>, size };
    },
    async delete(key) {
      checkKey(key);
      await db.query('delete from upload_blobs where key = $1', [key]);
    },
    async exists(key) {
      checkKey(key);
      return (await db.query('select 1 from upload_blobs where key = $1', [key])).length > 0;
    },
  };
}
