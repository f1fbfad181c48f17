import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable, Row } from '../db/index.ts';
import type { Services } from './context.ts';
import { ApiError, badRequest } from './errors.ts';
import { defineMessages, say } from './words.ts';

/**
 * Writes a client may send again (decision 0024). A create whose answer never reached the client — the instance died
 * between its commit and its answer, the connection dropped — is repeated with the same `Idempotency-Key` and
 * answered from what the first one stored, not done twice. Only calls the contract marks `idempotent` take a key.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Tells the client the answer is the stored one of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY = /^[A-Za-z0-9_-]{16,128}$/;

const refusals = defineMessages({
  badKey: { id: 'server.http.idempotency.badKey', defaultMessage: '{header} must be 16 to 128 letters, digits, "-" or "_".' },
  keyReused: { id: 'server.http.idempotency.keyReused', defaultMessage: 'This {header} was already used for a different request: make a new key for a new request.' },
});

/** The request's key, or null when it sent none; a malformed key is refused rather than ignored. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') return null;
  if (!KEY.test(key)) throw badRequest(say(refusals.badKey, { header: IDEMPOTENCY_HEADER }));
  return key;
}

/** What makes two requests "the same": the call, the school it is about and its validated input. */
export function requestFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * A database whose every query runs in `tx`: the handler's own transactions become savepoints, so a refusal it
 * recovers from (a caught unique violation) does not abort the whole request's transaction.
 */
function boundTo(db: Database, tx: Queryable): Database {
  let savepoints = 0;
  return {
    kind: db.kind,
    query: <T extends Row = Row>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
    async transaction(work) {
      const name = `handler_${(savepoints += 1)}`;
      await tx.query(`savepoint ${name}`);
      try {
        const result = await work(tx);
        await tx.query(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await tx.query(`rollback to savepoint ${name}`).catch(() => {});
        throw error;
      }
    },
    close: async () => {},
  };
}

export type Once<T> = { answer: T; replayed: boolean };

/**
 * Runs `work` once per (user, key): the key is stored with the answer in the same transaction as everything the
 * work writes, so a stored key means a committed write and a missing one means nothing was written. A second request
 * with the key waits for the first (the primary key) and gets its answer; with another input it gets 422.
 */
export function once<T>(services: Services, userId: string, key: string, fingerprint: string, work: (services: Services) => Promise<T>): Promise<Once<T>> {
  return services.db.transaction(async (tx) => {
    const claimed = await tx.query('insert into idempotency_keys (user_id, key, fingerprint, answer) values ($1, $2, $3, $4) on conflict do nothing returning 1', [userId, key, fingerprint, 'null']);
    if (claimed.length === 0) {
      const [earlier] = await tx.query<{ fingerprint: string; answer: T }>('select fingerprint, answer from idempotency_keys where user_id = $1 and key = $2', [userId, key]);
      if (!earlier || earlier.fingerprint !== fingerprint) throw new ApiError(422, say(refusals.keyReused, { header: IDEMPOTENCY_HEADER }));
      return { answer: earlier.answer, replayed: true };
    }
    const answer = await work({ ...services, db: boundTo(services.db, tx) });
    await tx.query('update idempotency_keys set answer = $3 where user_id = $1 and key = $2', [userId, key, JSON.stringify(answer ?? null)]);
    return { answer, replayed: false };
  });
}
