import { LOCALE_CODES } from '@academy/rules';
import type { AgreementBody } from '@academy/contract';
import type { Queryable } from '../db/index.ts';
import { catalogOf } from '../http/portalCatalogs.ts';

/**
 * Version 1 of the terms of service, the privacy policy and the school data processing agreement, in every language:
 * the texts the portal's pages showed before they were versioned (apps/portal/src/pages/info/*.messages.ts), read
 * from the message catalogs. Idempotent.
 */

/** [intro id, [heading id, paragraph id]…] per agreement. */
const TEXTS = {
  service: ['portal.service.intro', [['portal.service.accountTitle', 'portal.service.account'], ['portal.service.contentTitle', 'portal.service.content'], ['portal.service.conductTitle', 'portal.service.conduct']]],
  privacy: ['portal.privacy.intro', [['portal.privacy.collectTitle', 'portal.privacy.collect'], ['portal.privacy.cookiesTitle', 'portal.privacy.cookies'], ['portal.privacy.rightsTitle', 'portal.privacy.rights']]],
  schoolDataProcessing: [
    'portal.agreements.dpa.intro',
    [['portal.agreements.dpa.scopeTitle', 'portal.agreements.dpa.scope'], ['portal.agreements.dpa.securityTitle', 'portal.agreements.dpa.security'], ['portal.agreements.dpa.subprocessorsTitle', 'portal.agreements.dpa.subprocessors']],
  ],
} as const satisfies Record<string, readonly [string, readonly (readonly [string, string])[]]>;

/** Version 1 was published when the platform opened: a fixed date keeps the demo the same everywhere. */
const FIRST_PUBLISHED = '2026-01-01T00:00:00Z';

function bodiesOf([intro, sections]: (typeof TEXTS)[keyof typeof TEXTS]): Record<string, AgreementBody> {
  const bodies: Record<string, AgreementBody> = {};
  for (const locale of LOCALE_CODES) {
    const catalog = catalogOf(locale);
    const text = (id: string) => catalog[id] ?? '';
    if (!text(intro)) continue;
    bodies[locale] = { intro: text(intro), sections: sections.map(([heading, paragraph]) => ({ heading: text(heading), text: text(paragraph) })).filter((section) => section.heading && section.text) };
  }
  return bodies;
}

/** The built-in text of an agreement in every language the catalogs have it in (version 1 of a new platform). */
export const builtInBodies = (kind: keyof typeof TEXTS) => bodiesOf(TEXTS[kind]);

export async function seedAgreements(db: Queryable) {
  for (const [kind, texts] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]][]) {
    const bodies = bodiesOf(texts);
    if (!Object.keys(bodies).length) continue;
    await db.query(`insert into agreement_versions (kind, version, published_at, bodies) values ($1, 1, $2, $3::jsonb) on conflict (kind, version) do nothing`, [kind, FIRST_PUBLISHED, JSON.stringify(bodies)]);
  }
  // The demo's own people (ids u-…) accepted version 1 when the demo was made, and each demo school's administrator
  // signed its data processing agreement: the demo opens without prompts; new accounts and new versions still ask.
  await db.query(
    `insert into agreement_signs (user_id, school_id, kind, version, action, locale, client, at)
     select u.id, null, k.kind, 1, 'sign', 'zh_CN', 'demo seed', $1 from users u cross join (values ('service'), ('privacy')) as k(kind)
      where u.id like 'u-%' and exists (select 1 from agreement_versions v where v.kind = k.kind and v.version = 1)
        and not exists (select 1 from agreement_signs s where s.user_id = u.id and s.school_id is null and s.kind = k.kind)`,
    [FIRST_PUBLISHED],
  );
  await db.query(
    `insert into agreement_signs (user_id, school_id, kind, version, action, locale, client, at)
     select distinct on (m.school_id) m.user_id, m.school_id, 'schoolDataProcessing', 1, 'sign', 'zh_CN', 'demo seed', $1 from members m
      where m.role = 'admin' and m.is_valid and exists (select 1 from agreement_versions v where v.kind = 'schoolDataProcessing' and v.version = 1)
        and not exists (select 1 from agreement_signs s where s.school_id = m.school_id and s.kind = 'schoolDataProcessing')
      order by m.school_id, m.user_id`,
    [FIRST_PUBLISHED],
  );
}
