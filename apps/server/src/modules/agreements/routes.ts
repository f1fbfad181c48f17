import type { Context, Hono } from 'hono';
import { AgreementKind, endpoints, LocaleCodeSchema } from '@academy/contract';
import { LANG_COOKIE } from '@academy/rules';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { ApiError, fromZod, notFound } from '../../http/errors.ts';
import { refusalAnswer } from '../../http/refusal.ts';
import { defineMessages } from '../../http/words.ts';
import { readCookie } from '../../http/cookies.ts';
import { bindBrowser } from '../identity/browserBinding.ts';
import { acceptedVersions, agreementDocument, appendSign, latestVersion, pendingFor, publishAgreement, PublishBody, schoolStatus, USER_KINDS, type SignContext } from './store.ts';

const refusals = defineMessages({
  newerVersion: { id: 'server.agreements.newerVersion', defaultMessage: 'A newer version of the agreement was published: read it, then sign.' },
});

/** Language and client a signature is recorded with: what the page says, else the language cookie; the user agent. */
function signContext(c: Context<AppEnv>, lang: string | undefined, client?: string): SignContext {
  const cookieLang = LocaleCodeSchema.safeParse(readCookie(c, LANG_COOKIE));
  return { locale: lang ?? (cookieLang.success ? cookieLang.data : 'en_US'), client: (client || c.req.header('user-agent') || 'unknown').slice(0, 200) };
}

export function agreementRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.agreementDocument, ({ query, services }) => agreementDocument(services.db, query.kind, query.version, query.lang), { microCache: true });

  register(app, endpoints.compareAndSignAgreements, async ({ body, user, services, c }) => {
    const context = signContext(c, body.lang, body.client);
    return services.db.transaction(async (tx) => {
      // One user's signatures in order: two tabs accepting at once each see the other's row.
      await tx.query('select id from users where id = $1 for update', [user!.userId]);
      const accepted = await acceptedVersions(tx, user!.userId);
      const signed: { kind: AgreementKind; version: number }[] = [];
      for (const { kind, version } of body.accept) {
        const latest = await latestVersion(tx, kind);
        // Compare-and-sign: only the version the user read, and only while it is still the newest.
        if (!latest || latest.version !== version || accepted[kind] === version) continue;
        await appendSign(tx, { userId: user!.userId, schoolId: null, kind, version, action: 'sign', ...context });
        signed.push({ kind, version });
      }
      return { pending: await pendingFor(tx, user!.userId, body.lang), signed };
    });
  });

  register(app, endpoints.withdrawAgreementSigns, async ({ user, services, c }) => {
    const context = signContext(c, undefined);
    return services.db.transaction(async (tx) => {
      await tx.query('select id from users where id = $1 for update', [user!.userId]);
      const accepted = await acceptedVersions(tx, user!.userId);
      const withdrawn = USER_KINDS.filter((kind) => accepted[kind] !== undefined);
      for (const kind of withdrawn) await appendSign(tx, { userId: user!.userId, schoolId: null, kind, version: accepted[kind]!, action: 'withdraw', ...context });
      return { withdrawn };
    });
  });

  register(app, endpoints.schoolDataProcessingStatus, ({ services, schoolId }) => schoolStatus(services.db, schoolId!));

  register(app, endpoints.signSchoolDataProcessing, async ({ query, user, services, schoolId, c }) => {
    const context = signContext(c, query.lang);
    return services.db.transaction(async (tx) => {
      await tx.query('select id from schools where id = $1 for update', [schoolId]);
      const status = await schoolStatus(tx, schoolId!);
      if (query.version !== undefined && query.version !== status.version) throw new ApiError(409, refusals.newerVersion);
      if (!status.needsSigning) return status;
      await appendSign(tx, { userId: user!.userId, schoolId: schoolId!, kind: 'schoolDataProcessing', version: status.version, action: 'sign', ...context });
      return schoolStatus(tx, schoolId!);
    });
  });

  register(app, endpoints.knownCookiesAgreement, async ({ body, user, services, c }) => {
    const browser = bindBrowser(c);
    const [row] = await services.db.query<{ at: Date | string }>('insert into cookie_consents (browser, user_id, analytics, client) values ($1, $2, $3, $4) returning at', [
      browser, user?.userId ?? null, body.operation === 'accept', (c.req.header('user-agent') ?? 'unknown').slice(0, 200),
    ]);
    return { analytics: body.operation === 'accept', recordedAt: new Date(row!.at).toISOString() };
  });

  // Publishing a version is a platform operation, not a school's: demo and tests only (absent in production).
  app.post('/api/dev/agreements/publish', async (c) => {
    const services = c.get('services');
    if (!services.config.demo) return refusalAnswer(c, notFound());
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON.');
    }
    const parsed = PublishBody.safeParse(json);
    if (!parsed.success) throw fromZod(parsed.error);
    const published = await publishAgreement(services.db, parsed.data);
    services.cache.clear();
    return c.json({ code: 200, message: 'OK', data: published });
  });

  // Tests take back what they published (the end-to-end run shares one database): only versions above 1.
  app.delete('/api/dev/agreements/:kind/:version', async (c) => {
    const services = c.get('services');
    if (!services.config.demo) return refusalAnswer(c, notFound());
    const kind = AgreementKind.safeParse(c.req.param('kind'));
    const version = Number(c.req.param('version'));
    if (!kind.success || !Number.isInteger(version) || version < 2) throw new ApiError(400, 'Give a kind and a version above 1.');
    const removed = await services.db.query('delete from agreement_versions where kind = $1 and version = $2 returning version', [kind.data, version]);
    services.cache.clear();
    return c.json({ code: 200, message: 'OK', data: { removed: removed.length } });
  });
}
