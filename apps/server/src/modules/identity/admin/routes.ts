import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { sealSecret } from '../secretBox.ts';
import { checkSettings } from './checks.ts';
import { schoolProvider, schoolProviders } from './settings.ts';

/** A new provider's id: one per (school, kind), so the primary key also stops two administrators adding the same kind at once. */
const newProviderId = (schoolId: string, kind: string) => `${kind.toLowerCase()}-${schoolId}`;
const refusals = defineMessages({
  duplicate: { id: 'server.identity.admin.duplicate', defaultMessage: 'This school already has a sign-in method of this kind: change that one instead.' },
  noSuchMethod: { id: 'server.identity.admin.noSuchMethod', defaultMessage: 'This school has no such sign-in method.' },
});
const duplicate = () => new ApiError(409, refusals.duplicate);
/** Empty or absent keeps the stored secret (the page never receives it, so it cannot send it back). */
const secretToStore = (secret: string | undefined) => (secret?.trim() ? secret.trim() : undefined);
const metadataToStore = (xml: string | undefined) => (xml === undefined ? undefined : xml.trim() || null);

/** The school administrators' page for the school's sign-in methods (issue 20): list, add, change. */
export function adminRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.schoolProviders, async ({ services, schoolId }) => schoolProviders(services.db, schoolId!));

  register(app, endpoints.createSchoolProvider, async ({ body, services, schoolId }) => {
    checkSettings(body);
    const secret = secretToStore(body.clientSecret);
    return services.db.transaction(async (tx) => {
      const [taken] = await tx.query<{ id: string }>('select id from identity_providers where school_id = $1 and kind = $2 limit 1', [schoolId, body.kind]);
      if (taken) throw duplicate();
      const id = newProviderId(schoolId!, body.kind);
      const inserted = await tx.query<{ id: string }>(
        `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc, saml_idp_metadata, redirect_uris, ip_ranges, sign_out_url, enabled)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict (id) do nothing returning id`,
        [
          id, schoolId, body.kind, body.protocol, body.displayName, body.issuer ?? null, body.clientId ?? null,
          secret ? sealSecret(services.secret, secret) : null, metadataToStore(body.samlIdpMetadata) ?? null,
          body.redirectUris ?? [], body.ipRanges ?? [], body.signOutUrl ?? null, body.enabled ?? true,
        ],
      );
      if (!inserted.length) throw duplicate();
      return (await schoolProvider(tx, schoolId!, id))!;
    });
  });

  register(app, endpoints.updateSchoolProvider, async ({ body, params, services, schoolId }) => {
    return services.db.transaction(async (tx) => {
      const current = await schoolProvider(tx, schoolId!, params.id ?? '', true);
      if (!current) throw notFound(refusals.noSuchMethod);
      checkSettings({ kind: current.kind, protocol: current.protocol, ipRanges: body.ipRanges, samlIdpMetadata: body.samlIdpMetadata });
      const secret = secretToStore(body.clientSecret);
      // Each column changes only when its field was sent (coalesce keeps the stored value otherwise).
      await tx.query(
        `update identity_providers set
           display_name = coalesce($3, display_name),
           issuer = case when $4::boolean then $5 else issuer end,
           client_id = case when $6::boolean then $7 else client_id end,
           client_secret_enc = coalesce($8, client_secret_enc),
           saml_idp_metadata = case when $9::boolean then $10 else saml_idp_metadata end,
           redirect_uris = coalesce($11::text[], redirect_uris),
           ip_ranges = coalesce($12::text[], ip_ranges),
           sign_out_url = case when $13::boolean then $14 else sign_out_url end,
           enabled = coalesce($15, enabled)
         where school_id = $1 and id = $2`,
        [
          schoolId, current.id, body.displayName ?? null,
          body.issuer !== undefined, body.issuer ?? null,
          body.clientId !== undefined, body.clientId ?? null,
          secret ? sealSecret(services.secret, secret) : null,
          body.samlIdpMetadata !== undefined, metadataToStore(body.samlIdpMetadata) ?? null,
          body.redirectUris ?? null, body.ipRanges ?? null,
          body.signOutUrl !== undefined, body.signOutUrl ?? null,
          body.enabled ?? null,
        ],
      );
      return (await schoolProvider(tx, schoolId!, current.id))!;
    });
  });
}
