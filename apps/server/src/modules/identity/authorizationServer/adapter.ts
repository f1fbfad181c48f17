import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../../db/index.ts';
import { sha256 } from '../../../auth/crypto.ts';

/** A client's metadata as the provider validates it (clients.ts reads it from oauth_clients). */
export type ClientLookup = (clientId: string) => Promise<AdapterPayload | undefined>;

const epoch = (date: Date | string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : undefined);

/**
 * The provider's store in PostgreSQL (migration 0025), shared by every instance. Rows are keyed by the SHA-256 of
 * the id: codes and tokens are their own ids. `consume` is atomic — of two instances redeeming one code (or one
 * refresh token) at the same moment, one wins and the other answers invalid_grant and revokes the grant, as a replay.
 */
export function databaseAdapter(db: Queryable, clientLookup: ClientLookup): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await db.query(
        `insert into oidc_payloads (model, id_hash, payload, grant_id, uid, account_id, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id_hash) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
           account_id = excluded.account_id, expires_at = excluded.expires_at`,
        [this.model, sha256(id), JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.accountId ?? null, expiresIn ?? null],
      );
    }

    async find(id: string) {
      if (this.model === 'Client') return clientLookup(id);
      return this.first('id_hash = $2', [sha256(id)]);
    }

    findByUid(uid: string) {
      return this.first('uid = $2', [uid]);
    }

    // The device flow is off: no user codes.
    async findByUserCode() {
      return undefined;
    }

    async consume(id: string) {
      const taken = await db.query(`update oidc_payloads set consumed_at = now() where model = $1 and id_hash = $2 and consumed_at is null returning 1`, [this.model, sha256(id)]);
      if (taken.length) return;
      const [row] = await db.query<{ grant_id: string | null }>('select grant_id from oidc_payloads where model = $1 and id_hash = $2', [this.model, sha256(id)]);
      if (row?.grant_id) await this.revokeByGrantId(row.grant_id);
      throw new errors.InvalidGrant(`${this.model === 'RefreshToken' ? 'refresh token' : 'authorization code'} already consumed`);
    }

    async destroy(id: string) {
      await db.query('delete from oidc_payloads where model = $1 and id_hash = $2', [this.model, sha256(id)]);
    }

    async revokeByGrantId(grantId: string) {
      await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
    }

    private async first(where: string, params: unknown[]) {
      const [row] = await db.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `select payload, consumed_at from oidc_payloads where model = $1 and ${where} and (expires_at is null or expires_at > now())`,
        [this.model, ...params],
      );
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: epoch(row.consumed_at) } : payload;
    }
  };
}

/** Spec §4: at logout the person's unused authorization codes under 600 seconds old are deleted. */
export const deleteUnusedCodes = (db: Queryable, userId: string) =>
  db.query("delete from oidc_payloads where model = 'AuthorizationCode' and account_id = $1 and consumed_at is null and created_at > now() - interval '600 seconds'", [userId]);

/** DELETE /api/accounts/user/authcode: the person's own unused code, by its value. */
export async function deleteUnusedCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const rows = await db.query("delete from oidc_payloads where model = 'AuthorizationCode' and id_hash = $1 and account_id = $2 and consumed_at is null returning 1", [sha256(code), userId]);
  return rows.length > 0;
}
