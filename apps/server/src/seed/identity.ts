import { sampleSchoolThemes } from '@academy/tokens';
import type { Database } from '../db/index.ts';
import { loadSecret } from '../auth/secret.ts';
import { sealSecret } from '../modules/identity/secretBox.ts';
import { DEMO } from './demoIds.ts';

/**
 * One demo school per outside sign-in method (issue 20), closed to visitors, with the demo learner and administrator
 * as members. The OpenID providers' rows are seeded here; `dev-parties/demo.ts` points them at the parties it starts
 * (issuer, redirect URIs). Other methods' helpers add their provider rows for their schools.
 */
export const IDENTITY_DEMO = {
  enterpriseOauth2: '1000000000000000011',
  ssoOidc: '1000000000000000012',
  ssoSaml: '1000000000000000013',
  welink: '1000000000000000014',
  bigNet: '1000000000000000015',
  hw: '1000000000000000016',
  imc: '1000000000000000017',
} as const;

/** The demo's OpenID clients: fixed ids and secrets, known to the parties demo.ts starts (never used in production). */
export const DEMO_OIDC_CLIENTS = [
  { providerId: 'school-011-oauth2', schoolId: IDENTITY_DEMO.enterpriseOauth2, kind: 'enterpriseOauth2', displayName: 'Harbour Enterprise ID', clientId: 'academy-011', clientSecret: 'demo-secret-011-enterprise-oauth2' },
  { providerId: 'school-012-sso-oidc', schoolId: IDENTITY_DEMO.ssoOidc, kind: 'sso', displayName: 'Sahara Corporate SSO', clientId: 'academy-012', clientSecret: 'demo-secret-012-corporate-sso' },
] as const;

// Spec §4 login methods: 2 enterprise cloud (hw), 3 corporate SSO, 4 enterprise OAuth2; the others sign in with a code
// (1) besides their method.
const SCHOOLS: [id: string, name: string, nameEn: string, loginMethod: number][] = [
  [IDENTITY_DEMO.enterpriseOauth2, '企业认证学院', 'Enterprise Sign-in Academy', 4],
  [IDENTITY_DEMO.ssoOidc, '单点登录学院（OpenID）', 'Single Sign-on Academy (OpenID)', 3],
  [IDENTITY_DEMO.ssoSaml, '单点登录学院（SAML）', 'Single Sign-on Academy (SAML)', 3],
  [IDENTITY_DEMO.welink, '即时通讯学院', 'Messaging App Academy', 1],
  [IDENTITY_DEMO.bigNet, '内网学院', 'Intranet Academy', 1],
  [IDENTITY_DEMO.hw, '企业云学院', 'Enterprise Cloud Academy', 2],
  [IDENTITY_DEMO.imc, '协同办公学院', 'Workplace Messaging Academy', 1],
];

const LOCALES = ['zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR'];

/** Idempotent: a demo database seeded before issue 20 gets the schools on its next start. */
export async function seedIdentityDemo(db: Database): Promise<void> {
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  await db.transaction(async (tx) => {
    for (const [index, [id, name, nameEn, loginMethod]] of SCHOOLS.entries()) {
      await tx.query(
        `insert into schools (id, name, name_en, region, default_locale, open_school, login_method, theme, decorated, logo_url, locales)
         values ($1, $2, $3, 'mainland', 'zh_CN', false, $4, $5, false, $6, $7) on conflict (id) do nothing`,
        [id, name, nameEn, loginMethod, JSON.stringify(sampleSchoolThemes[index % sampleSchoolThemes.length]), `/static/covers/logo-${1 + (index % 3)}.svg`, LOCALES],
      );
      const members = [[DEMO.learner.id, 'learner'], [DEMO.admin.id, 'admin']];
      for (const [userId, role] of members) await tx.query('insert into members (school_id, user_id, role) values ($1, $2, $3) on conflict do nothing', [id, userId, role]);
    }
    for (const client of DEMO_OIDC_CLIENTS) {
      // The issuer and redirect URIs are the parties' (demo.ts); until they start, the provider answers 502.
      await tx.query(
        `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc)
         values ($1, $2, $3, 'oidc', $4, 'http://127.0.0.1:9', $5, $6) on conflict (id) do nothing`,
        [client.providerId, client.schoolId, client.kind, client.displayName, client.clientId, sealSecret(secret, client.clientSecret)],
      );
    }
    // Typing "learner" at the enterprise party signs the demo learner in; any other name (or any name at the SSO
    // party, even "admin" with the administrator's e-mail) goes to bind-account.
    await tx.query(
      `insert into external_identities (provider_id, subject, user_id, email, display_name) values ($1, 'learner', $2, $3, '李明 Ming') on conflict do nothing`,
      [DEMO_OIDC_CLIENTS[0].providerId, DEMO.learner.id, DEMO.learner.email],
    );
  });
}
