import { z } from 'zod';
import { AgreementBody, AgreementKind, LocaleCodeSchema, type PendingAgreement, type SchoolAgreementStatus } from '@academy/contract';
import type { Database, Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';

const refusals = defineMessages({
  notPublished: { id: 'server.agreements.notPublished', defaultMessage: 'This agreement has not been published yet.' },
  noVersion: { id: 'server.agreements.noVersion', defaultMessage: 'There is no such version of this agreement.' },
  dataProcessingNotPublished: { id: 'server.agreements.dataProcessingNotPublished', defaultMessage: 'The data processing agreement has not been published yet.' },
});

export const USER_KINDS = ['service', 'privacy'] as const;
const FALLBACK_LOCALE = 'en_US';

type VersionRow = { kind: AgreementKind; version: number; published_at: Date | string; changes: Record<string, string>; bodies: Record<string, AgreementBody> };

const iso = (value: Date | string) => new Date(value).toISOString();
/** The asked language when the version has it, else English, else whatever it has. */
export function pickLocale<T>(byLocale: Record<string, T>, lang: string | undefined): string {
  if (lang && byLocale[lang] !== undefined) return lang;
  if (byLocale[FALLBACK_LOCALE] !== undefined) return FALLBACK_LOCALE;
  return Object.keys(byLocale)[0] ?? FALLBACK_LOCALE;
}
const changesIn = (row: VersionRow, lang: string | undefined) => (Object.keys(row.changes ?? {}).length ? row.changes[pickLocale(row.changes, lang)] ?? null : null);

export async function latestVersion(db: Queryable, kind: AgreementKind): Promise<VersionRow | null> {
  const [row] = await db.query<VersionRow>('select * from agreement_versions where kind = $1 order by version desc limit 1', [kind]);
  return row ?? null;
}

/** One version (the newest without `version`) in the asked language, with the list of every version. */
export async function agreementDocument(db: Queryable, kind: AgreementKind, version: number | undefined, lang: string | undefined) {
  const versions = await db.query<{ version: number; published_at: Date | string }>('select version, published_at from agreement_versions where kind = $1 order by version desc', [kind]);
  if (!versions.length) throw notFound(refusals.notPublished);
  const wanted = version ?? versions[0]!.version;
  const [row] = await db.query<VersionRow>('select * from agreement_versions where kind = $1 and version = $2', [kind, wanted]);
  if (!row) throw notFound(refusals.noVersion);
  const locale = pickLocale(row.bodies, lang);
  return {
    kind,
    version: row.version,
    publishedAt: iso(row.published_at),
    current: row.version === versions[0]!.version,
    locale: locale as never,
    changes: changesIn(row, lang),
    body: row.bodies[locale]!,
    versions: versions.map((entry) => ({ version: entry.version, publishedAt: iso(entry.published_at) })),
  };
}

/** The version the user accepts now, per kind: the latest log row decides (a withdrawal leaves none). */
export async function acceptedVersions(db: Queryable, userId: string): Promise<Partial<Record<AgreementKind, number>>> {
  const rows = await db.query<{ kind: AgreementKind; version: number; action: 'sign' | 'withdraw' }>(
    `select distinct on (kind) kind, version, action from agreement_signs where user_id = $1 and school_id is null order by kind, id desc`,
    [userId],
  );
  return Object.fromEntries(rows.filter((row) => row.action === 'sign').map((row) => [row.kind, row.version]));
}

/** The user agreements published in a newer version than the one the user accepted (or never accepted). */
export async function pendingFor(db: Queryable, userId: string, lang: string | undefined): Promise<PendingAgreement[]> {
  const accepted = await acceptedVersions(db, userId);
  const pending: PendingAgreement[] = [];
  for (const kind of USER_KINDS) {
    const latest = await latestVersion(db, kind);
    if (!latest) continue;
    const mine = accepted[kind] ?? null;
    if (mine !== null && mine >= latest.version) continue;
    pending.push({ kind, version: latest.version, publishedAt: iso(latest.published_at), acceptedVersion: mine, changes: changesIn(latest, lang) });
  }
  return pending;
}

/**
 * Whether a newer terms of service or privacy policy than the user accepted waits (pendingFor in one query: it runs
 * before every signed-in write).
 */
export async function termsPending(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ pending: boolean }>(
    `select exists (
       select 1 from (select kind, max(version) as version from agreement_versions where kind = any($2::text[]) group by kind) latest
        where coalesce((select case when s.action = 'sign' then s.version end from agreement_signs s
                         where s.user_id = $1 and s.school_id is null and s.kind = latest.kind order by s.id desc limit 1), 0) < latest.version
     ) as pending`,
    [userId, USER_KINDS],
  );
  return row?.pending === true;
}

export type SignContext = { locale: string; client: string };

export async function appendSign(db: Queryable, entry: { userId: string; schoolId: string | null; kind: AgreementKind; version: number; action: 'sign' | 'withdraw' } & SignContext) {
  await db.query('insert into agreement_signs (user_id, school_id, kind, version, action, locale, client) values ($1, $2, $3, $4, $5, $6, $7)', [
    entry.userId, entry.schoolId, entry.kind, entry.version, entry.action, entry.locale, entry.client,
  ]);
}

export async function schoolStatus(db: Queryable, schoolId: string): Promise<SchoolAgreementStatus> {
  const latest = await latestVersion(db, 'schoolDataProcessing');
  if (!latest) throw notFound(refusals.dataProcessingNotPublished);
  const [signed] = await db.query<{ version: number; at: Date | string; action: string }>(
    "select version, at, action from agreement_signs where school_id = $1 and kind = 'schoolDataProcessing' order by id desc limit 1",
    [schoolId],
  );
  const signedVersion = signed?.action === 'sign' ? signed.version : null;
  return {
    kind: 'schoolDataProcessing',
    version: latest.version,
    publishedAt: iso(latest.published_at),
    signedVersion,
    signedAt: signedVersion !== null ? iso(signed!.at) : null,
    needsSigning: signedVersion === null || signedVersion < latest.version,
  };
}

/** A platform operation (demo/tests, or an operator's script): the next version, its bodies the last one's unless given. */
export async function publishVersion(db: Queryable, kind: AgreementKind, changes: Record<string, string>, bodies?: Record<string, AgreementBody>) {
  const latest = await latestVersion(db, kind);
  const text = bodies ?? latest?.bodies;
  if (!text) throw notFound('Give the text of the first version.');
  const [row] = await db.query<{ version: number }>(
    `insert into agreement_versions (kind, version, changes, bodies) values ($1, $2, $3::jsonb, $4::jsonb) returning version`,
    [kind, (latest?.version ?? 0) + 1, JSON.stringify(changes), JSON.stringify(text)],
  );
  return { kind, version: row!.version };
}

/** What publishing a version takes: the kind, what changed per language, and (else the last version's) the text. */
export const PublishBody = z.object({
  kind: AgreementKind,
  changes: z.partialRecord(LocaleCodeSchema, z.string().min(1).max(2000)).default({}),
  bodies: z.partialRecord(LocaleCodeSchema, AgreementBody).optional(),
});

/** Publishes the next version, one publisher at a time (two never make the same number). */
export function publishAgreement(db: Database, { kind, changes, bodies }: z.infer<typeof PublishBody>) {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(4316)');
    return publishVersion(tx, kind, changes as Record<string, string>, bodies as Record<string, AgreementBody> | undefined);
  });
}
