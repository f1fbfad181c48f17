import type { ProviderSettings } from '@academy/contract';
import type { Queryable } from '../../../db/index.ts';

/** A provider row as the administrators' page sees it: whether a secret / metadata is stored, never their text. */
type Row = {
  id: string; kind: ProviderSettings['kind']; protocol: ProviderSettings['protocol']; display_name: string; issuer: string | null; client_id: string | null;
  has_secret: boolean; has_metadata: boolean; redirect_uris: string[]; ip_ranges: string[]; sign_out_url: string | null; enabled: boolean;
};

const COLUMNS = `id, kind, protocol, display_name, issuer, client_id, client_secret_enc is not null as has_secret,
  coalesce(saml_idp_metadata, '') <> '' as has_metadata, redirect_uris, ip_ranges, sign_out_url, enabled`;

const fromRow = (row: Row): ProviderSettings => ({
  id: row.id,
  kind: row.kind,
  protocol: row.protocol,
  displayName: row.display_name,
  issuer: row.issuer,
  clientId: row.client_id,
  hasClientSecret: row.has_secret,
  redirectUris: row.redirect_uris,
  ipRanges: row.ip_ranges,
  signOutUrl: row.sign_out_url,
  hasSamlMetadata: row.has_metadata,
  enabled: row.enabled,
});

export async function schoolProviders(db: Queryable, schoolId: string): Promise<ProviderSettings[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from identity_providers where school_id = $1 order by kind, id`, [schoolId]);
  return rows.map(fromRow);
}

/** One provider of this school; another school's provider is not found (its id says nothing to this school). */
export async function schoolProvider(db: Queryable, schoolId: string, id: string, lock = false): Promise<ProviderSettings | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from identity_providers where school_id = $1 and id = $2${lock ? ' for update' : ''}`, [schoolId, id]);
  return row ? fromRow(row) : null;
}
