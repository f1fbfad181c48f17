import type { OAuthClientSummary, OAuthScope } from '@academy/contract';
import type { Queryable } from '../../../db/index.ts';

type Row = { client_id: string; name: string; redirect_uris: string[]; scopes: OAuthScope[]; confidential: boolean; created_at: Date | string };

const COLUMNS = 'client_id, name, redirect_uris, scopes, secret_hash is not null as confidential, created_at';

const fromRow = (row: Row): OAuthClientSummary => ({
  clientId: row.client_id,
  name: row.name,
  redirectUris: row.redirect_uris,
  scopes: row.scopes,
  confidential: row.confidential,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function schoolClients(db: Queryable, schoolId: string): Promise<OAuthClientSummary[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from oauth_clients where school_id = $1 order by created_at, client_id`, [schoolId]);
  return rows.map(fromRow);
}

/** One app of this school; another school's app is not found (its id says nothing to this school). */
export async function schoolClient(db: Queryable, schoolId: string, clientId: string): Promise<OAuthClientSummary | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from oauth_clients where school_id = $1 and client_id = $2`, [schoolId, clientId]);
  return row ? fromRow(row) : null;
}

/** A new secret hash for an app of this school that has one (a public app stays public); false when none matched. */
export async function replaceSecret(db: Queryable, schoolId: string, clientId: string, secretHash: string): Promise<boolean> {
  const rows = await db.query('update oauth_clients set secret_hash = $3 where school_id = $1 and client_id = $2 and secret_hash is not null returning 1', [schoolId, clientId, secretHash]);
  return rows.length > 0;
}

/**
 * Removes an app and what it was given: consents, and the provider's codes, tokens and grants for it (their payload
 * names the client), so nothing it was issued outlives it.
 */
export async function deleteClient(db: Queryable, schoolId: string, clientId: string): Promise<boolean> {
  const [row] = await db.query<{ client_id: string }>('select client_id from oauth_clients where school_id = $1 and client_id = $2 for update', [schoolId, clientId]);
  if (!row) return false;
  await db.query("delete from oidc_payloads where payload->>'clientId' = $1", [clientId]);
  await db.query('delete from oauth_consents where client_id = $1', [clientId]);
  await db.query('delete from oauth_clients where client_id = $1', [clientId]);
  return true;
}
