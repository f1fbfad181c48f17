import { LOGIN_METHOD } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { identityRefusals } from './refusals.ts';
import { openSecret } from './secretBox.ts';

const refusals = defineMessages({
  unregisteredAddress: { id: 'server.identity.unregisteredAddress', defaultMessage: 'This address is not registered with the school’s identity provider.' },
});

export type ProviderKind = 'enterpriseOauth2' | 'sso' | 'welink' | 'hw' | 'imc' | 'bignet';

export type IdentityProvider = {
  id: string;
  schoolId: string;
  kind: ProviderKind;
  protocol: 'oidc' | 'saml' | 'oauth2' | 'network';
  displayName: string;
  issuer: string | null;
  clientId: string | null;
  /** Decrypted only here, when a flow needs it. */
  clientSecret: string | null;
  samlIdpMetadata: string | null;
  redirectUris: string[];
  ipRanges: string[];
};

type Row = {
  id: string; school_id: string; kind: ProviderKind; protocol: IdentityProvider['protocol']; display_name: string; issuer: string | null;
  client_id: string | null; client_secret_enc: string | null; saml_idp_metadata: string | null; redirect_uris: string[]; ip_ranges: string[];
};

const COLUMNS = 'id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc, saml_idp_metadata, redirect_uris, ip_ranges';

const fromRow = (services: Services, row: Row): IdentityProvider => ({
  id: row.id,
  schoolId: row.school_id,
  kind: row.kind,
  protocol: row.protocol,
  displayName: row.display_name,
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecret: row.client_secret_enc ? openSecret(services.secret, row.client_secret_enc) : null,
  samlIdpMetadata: row.saml_idp_metadata,
  redirectUris: row.redirect_uris,
  ipRanges: row.ip_ranges,
});

/** The school's enabled provider of a kind; 404 with a message when the school does not sign in that way. */
export async function providerFor(services: Services, schoolId: string, kind: ProviderKind): Promise<IdentityProvider> {
  const [row] = await services.db.query<Row>(`select ${COLUMNS} from identity_providers where school_id = $1 and kind = $2 and enabled order by id limit 1`, [schoolId, kind]);
  if (!row) throw new ApiError(404, identityRefusals.notThisWay);
  return fromRow(services, row);
}

export async function providerById(services: Services, db: Queryable, id: string): Promise<IdentityProvider | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from identity_providers where id = $1 and enabled`, [id]);
  return row ? fromRow(services, row) : null;
}

/** Spec §4 login methods kept on the session: sign-out goes to the provider that signed the user in. */
export function loginMethodOf(kind: ProviderKind | null): number {
  if (kind === 'sso') return LOGIN_METHOD.corporateSso;
  if (kind === 'enterpriseOauth2') return LOGIN_METHOD.enterpriseOauth2;
  if (kind === 'hw') return LOGIN_METHOD.enterpriseCloud;
  return LOGIN_METHOD.account;
}

/**
 * The registered redirect URI for the origin this request came to: exact match against the provider's list, so a
 * forged Host header cannot send a code elsewhere (the provider checks the same list).
 */
export function redirectUriFor(provider: IdentityProvider, origin: string, path: string): string {
  const wanted = `${origin}${path}`;
  const registered = provider.redirectUris.find((uri) => uri === wanted);
  if (!registered) throw new ApiError(400, refusals.unregisteredAddress);
  return registered;
}
