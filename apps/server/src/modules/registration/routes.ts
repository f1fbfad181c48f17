import type { Hono } from 'hono';
import { endpoints, type ResponseOf } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, forbidden, notAnId, notFound } from '../../http/errors.ts';
import { schoolRefusals } from '../schools.ts';
import { ADMINS_ONLY, register } from '../../http/register.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { defineMessages, say, wordsIn } from '../../http/words.ts';
import { activationCodeRequired, countGuess, lookUpCode, redeemCode } from './activation.ts';
import { doneSteps, makeStore, newSchoolId, provisionRemaining, stepsOf, type Kind } from './provision.ts';
import { checkSlug, SLUG_MESSAGES, type SlugProblem } from './slug.ts';
import { textsOf, withCompatibleNames } from '@academy/rules';

type Draft = NonNullable<ResponseOf<typeof endpoints.registrationDraft>>;
type DraftRow = { kind: Kind; form: Draft['form']; status: Draft['status']; school_id: string | null; updated_at: Date | string };
type Role = 'learner' | 'lecturer' | 'admin' | 'classManager';

const refusals = defineMessages({
  beingCreated: { id: 'server.registration.beingCreated', defaultMessage: 'Your school is being created: wait until it is ready.' },
  nameTaken: { id: 'server.registration.nameTaken', defaultMessage: 'name: Another school already has this name.' },
  codeRequired: { id: 'server.registration.codeRequired', defaultMessage: 'activationCode: This platform needs an activation code to create a school.' },
  logoMissing: { id: 'server.registration.logoMissing', defaultMessage: 'logo: Upload the logo first (it was not found among your uploads).' },
  logoType: { id: 'server.registration.logoType', defaultMessage: 'logo: The logo must be a PNG or JPEG image.' },
  logoSize: { id: 'server.registration.logoSize', defaultMessage: 'logo: The logo is larger than {megabytes} MB.' },
});

/** Logos: PNG or JPEG (checked by content when uploaded) up to 2 MB. */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** Drafts nobody has touched for a day are abandoned: removed whenever a draft is read or written, and hourly (jobs). */
export const cleanAbandoned = (db: Queryable) => db.query("delete from registration_drafts where updated_at < now() - interval '1 day' returning user_id");

async function draftOf(db: Queryable, userId: string): Promise<Draft | null> {
  const [row] = await db.query<DraftRow>('select kind, form, status, school_id, updated_at from registration_drafts where user_id = $1', [userId]);
  if (!row) return null;
  return {
    kind: row.kind, form: row.form, status: row.status, schoolId: row.school_id, steps: stepsOf(row.kind),
    doneSteps: row.school_id ? await doneSteps(db, row.school_id) : [], updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function roleOf(db: Queryable, schoolId: string, userId: string): Promise<Role | null> {
  const [row] = await db.query<{ role: Role }>('select role from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, userId]);
  return row?.role ?? null;
}
async function requireRole(db: Queryable, schoolId: string, userId: string, admin: boolean): Promise<Role> {
  const role = await roleOf(db, schoolId, userId);
  if (!role) throw forbidden();
  if (admin && role !== 'admin') throw forbidden(ADMINS_ONLY);
  return role;
}

async function slugAnswer(db: Queryable, typed: string) {
  const { slug, problem } = checkSlug(typed);
  const taken = !problem && (await db.query('select 1 from schools where slug = $1', [slug])).length > 0;
  const reason: SlugProblem | null = problem ?? (taken ? 'taken' : null);
  return { slug, available: reason === null, problem: reason };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function registrationRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.registrationDraft, async ({ user, services }) => {
    await cleanAbandoned(services.db);
    return draftOf(services.db, user!.userId);
  });

  register(app, endpoints.saveRegistrationDraft, async ({ body, user, services }) => {
    await cleanAbandoned(services.db);
    // A code is a secret: it is checked and redeemed, never kept in a draft.
    const { activationCode: _code, ...form } = body.form;
    // A finished draft starts a new run; one whose school is being made is left alone (no row comes back).
    const saved = await services.db.query(
      `insert into registration_drafts (user_id, kind, form) values ($1, $2, $3)
       on conflict (user_id) do update set kind = excluded.kind, form = excluded.form, updated_at = now(), status = 'editing', school_id = null, done_steps = '{}'
       where registration_drafts.status <> 'provisioning'
       returning user_id`,
      [user!.userId, body.kind, JSON.stringify(form)],
    );
    if (saved.length === 0) throw new ApiError(409, refusals.beingCreated);
    return (await draftOf(services.db, user!.userId))!;
  });

  register(app, endpoints.discardRegistrationDraft, async ({ user, services }) => {
    const rows = await services.db.query("delete from registration_drafts where user_id = $1 and status <> 'provisioning' returning user_id", [user!.userId]);
    return { discarded: rows.length > 0 };
  });

  register(app, endpoints.checkSlug, async ({ query, services, c }) => {
    const answer = await slugAnswer(services.db, query.slug);
    return { ...answer, message: answer.problem ? wordsIn(readerLocale(c), SLUG_MESSAGES[answer.problem]) : null };
  });

  register(app, endpoints.requireActiveCode, async ({ services }) => ({ required: await activationCodeRequired(services.db) }));

  register(app, endpoints.applyActiveCode, async ({ body, user, services, c }) => {
    await countGuess(services.db, c, user!.userId);
    return lookUpCode(services.db, body.code);
  });

  register(app, endpoints.confirmApplyCode, async ({ body, user, services, c }) => {
    await requireRole(services.db, body.schoolId, user!.userId, true);
    await countGuess(services.db, c, user!.userId);
    return services.db.transaction((tx) => redeemCode(tx, body.code, body.schoolId, user!.userId));
  });

  register(app, endpoints.createSchool, async ({ body, user, services, c }) => {
    const { db } = services;
    const userId = user!.userId;
    await cleanAbandoned(db);
    const existing = async (tx: Queryable) => (await tx.query<{ school_id: string }>('select school_id from school_creations where user_id = $1 and idempotency_key = $2', [userId, body.idempotencyKey]))[0]?.school_id;
    let schoolId = await existing(db);
    if (!schoolId) {
      // Everything is checked before anything is written: a refused call leaves nothing behind.
      const slug = await slugAnswer(db, body.slug);
      if (!slug.available) throw new ApiError(slug.problem === 'taken' ? 409 : 400, SLUG_MESSAGES[slug.problem!], [{ path: 'slug', message: slug.problem! }]);
      // The name in every language typed (the spec's name/nameEn count as Chinese and English); the view keeps zh/en filled.
      const named = withCompatibleNames({ ...textsOf({ name: body.name, nameEn: body.nameEn }), ...body.names }, body.defaultLocale);
      const typed = [...new Set(Object.values(named.names).map((text) => text.toLowerCase()))];
      const sameName = await db.query('select 1 from schools where lower(name) = any($1) or lower(name_en) = any($1) or exists (select 1 from jsonb_each_text(names) as given where lower(given.value) = any($1))', [typed]);
      if (sameName.length) throw new ApiError(409, refusals.nameTaken, [{ path: 'name', message: 'taken' }]);
      if ((await activationCodeRequired(db)) && !body.activationCode) throw new ApiError(400, refusals.codeRequired, [{ path: 'activationCode', message: 'required' }]);
      if (body.activationCode) {
        await countGuess(db, c, userId);
        await lookUpCode(db, body.activationCode);
      }
      let logoUrl: string | null = null;
      if (body.logoUploadId) {
        const [upload] = await db.query<{ content_type: string; size: number }>('select content_type, size from uploads where id = $1 and user_id = $2', [body.logoUploadId, userId]);
        if (!upload) throw badRequest(refusals.logoMissing);
        const extension = LOGO_TYPES[upload.content_type];
        if (!extension) throw new ApiError(415, refusals.logoType);
        if (upload.size > LOGO_MAX_BYTES) throw new ApiError(413, say(refusals.logoSize, { megabytes: LOGO_MAX_BYTES / (1024 * 1024) }));
        logoUrl = `/static/uploads/${body.logoUploadId}.${extension}`;
      }
      try {
        schoolId = await db.transaction(async (tx) => {
          // Two submits of one wizard (double click, a retry racing the first call) wait for each other here.
          await tx.query("select pg_advisory_xact_lock(hashtext('registration:' || $1))", [userId]);
          const already = await existing(tx);
          if (already) return already;
          const id = newSchoolId();
          const contact = { name: body.contactName, email: body.contactEmail ?? null, mobile: body.contactMobile ?? null };
          await tx.query(
            `insert into schools (id, name, name_en, region, default_locale, locales, time_zone, logo_url, slug, kind, created_by, contact, on_sale, names)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [id, named.name, named.nameEn, body.region, body.defaultLocale, [body.defaultLocale], body.timeZone, logoUrl, slug.slug, body.kind, userId, JSON.stringify(contact), body.kind === 'store', JSON.stringify(named.names)],
          );
          await tx.query("insert into members (school_id, user_id, role) values ($1, $2, 'admin')", [id, userId]);
          await tx.query('insert into school_creations (user_id, idempotency_key, school_id, kind) values ($1, $2, $3, $4)', [userId, body.idempotencyKey, id, body.kind]);
          if (body.activationCode) await redeemCode(tx, body.activationCode, id, userId);
          const { activationCode: _code, ...form } = body;
          await tx.query(
            `insert into registration_drafts (user_id, kind, form, status, school_id, done_steps) values ($1, $2, $3, 'provisioning', $4, '{school}')
             on conflict (user_id) do update set kind = excluded.kind, form = excluded.form, status = 'provisioning', school_id = excluded.school_id, done_steps = '{school}', updated_at = now()`,
            [userId, body.kind, JSON.stringify(form), id],
          );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, SLUG_MESSAGES.taken, [{ path: 'slug', message: 'taken' }]);
        throw error;
      }
    }
    const steps = await provisionRemaining(db, schoolId, userId);
    const [school] = await db.query<{ kind: Kind; slug: string }>('select kind, slug from schools where id = $1', [schoolId]);
    return { schoolId, kind: school!.kind, slug: school!.slug, steps, doneSteps: await doneSteps(db, schoolId) };
  });

  register(app, endpoints.mySchools, async ({ user, services }) =>
    services.db.query(
      `select s.id, s.name, s.name_en as "nameEn", s.names, s.slug, s.kind, m.role from members m join schools s on s.id = m.school_id
       where m.user_id = $1 and m.is_valid order by s.created_at desc, s.id`,
      [user!.userId],
    ),
  );

  register(app, endpoints.schoolSummary, async ({ params, user, services }) => {
    const schoolId = params.tenantId ?? '';
    if (!/^\d{19}$/.test(schoolId)) throw notAnId('tenantId');
    const role = await requireRole(services.db, schoolId, user!.userId, false);
    const [row] = await services.db.query<Record<string, unknown>>('select * from schools where id = $1', [schoolId]);
    if (!row) throw notFound(schoolRefusals.noSchool);
    return {
      id: row.id as string, name: row.name as string, nameEn: row.name_en as string | null, names: (row.names ?? {}) as Record<string, string>, slug: row.slug as string | null, kind: row.kind as Kind, role,
      region: row.region as 'mainland' | 'overseas', defaultLocale: row.default_locale as never, locales: row.locales as never, timeZone: row.time_zone as string,
      logoUrl: row.logo_url as string | null, onSale: row.on_sale as boolean, planName: row.plan_name as string | null, maxMembers: row.max_members as number | null,
      createdAt: new Date(row.created_at as string).toISOString(),
    };
  });

  register(app, endpoints.schoolAdmins, async ({ params, user, services }) => {
    const schoolId = params.id ?? '';
    if (!/^\d{19}$/.test(schoolId)) throw notAnId('id');
    await requireRole(services.db, schoolId, user!.userId, true);
    return services.db.query(
      `select u.id as "userId", coalesce(u.real_name, u.nick_name) as name, u.mobile, u.email from members m join users u on u.id = m.user_id
       where m.school_id = $1 and m.role = 'admin' and m.is_valid order by u.id`,
      [schoolId],
    );
  });

  register(app, endpoints.registrationGuide, async ({ query, services }) => {
    const { db } = services;
    const schoolId = query.schoolId;
    const [school] = await db.query<{ name: string; name_en: string | null; names: Record<string, string>; kind: Kind; decorated: boolean }>('select name, name_en, names, kind, decorated from schools where id = $1', [schoolId]);
    if (!school) throw notFound(schoolRefusals.noSchool);
    // Decorated: marked so by the editor, or a page released after the starter (version 1).
    const [page] = await db.query("select 1 from pages where school_id = $1 and status = 'released' and version > 1", [schoolId]);
    // Invitations are helper B's table (migration 0015): ask whether it exists before reading it.
    const [invites] = await db.query<{ present: boolean }>("select to_regclass('school_invites') is not null as present");
    const invited = invites?.present ? (await db.query('select 1 from school_invites where school_id = $1 limit 1', [schoolId])).length > 0 : false;
    const classes = await db.query('select 1 from classes where school_id = $1 limit 1', [schoolId]);
    return {
      schoolId, name: school.name, nameEn: school.name_en, names: school.names, kind: school.kind, portalHref: `/portal/${schoolId}`,
      items: [
        { id: 'decorate' as const, done: school.decorated || Boolean(page), href: `/design/${schoolId}` },
        { id: 'invite' as const, done: invited, href: `/register/invite?schoolId=${schoolId}` },
        { id: 'createClass' as const, done: classes.length > 0, href: `/portal/${schoolId}/lecturing-center/addClass` },
      ],
    };
  });

  register(app, endpoints.initMarketStore, async ({ body, user, services }) => {
    await requireRole(services.db, body.schoolId, user!.userId, true);
    return services.db.transaction(async (tx) => {
      const [school] = await tx.query<{ id: string; name: string; name_en: string | null; region: 'mainland' | 'overseas'; default_locale: string; kind: Kind }>('select id, name, name_en, region, default_locale, kind from schools where id = $1', [body.schoolId]);
      if (!school) throw notFound(schoolRefusals.noSchool);
      await makeStore(tx, school);
      await tx.query("update schools set kind = 'store' where id = $1", [body.schoolId]);
      const [row] = await tx.query<{ market_config: ResponseOf<typeof endpoints.initMarketStore> }>('select market_config from schools where id = $1', [body.schoolId]);
      return row!.market_config;
    });
  }, { changesPublicReads: true });

  register(app, endpoints.marketConfig, async ({ query, services }) => {
    const [row] = await services.db.query<{ market_config: ResponseOf<typeof endpoints.marketConfig> }>('select market_config from schools where id = $1', [query.schoolId]);
    return row?.market_config ?? null;
  });

  register(app, endpoints.hasStoreDetails, async ({ body, user, services }) => {
    await requireRole(services.db, body.schoolId, user!.userId, false);
    const [row] = await services.db.query<{ has: boolean }>('select market_config is not null as has from schools where id = $1', [body.schoolId]);
    return { hasStoreDetails: Boolean(row?.has) };
  });
}
