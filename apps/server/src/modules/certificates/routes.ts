import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import { LOCALES, localizedName, toLocaleCode, type LocaleCode } from '@academy/rules';
import { themeTokens } from '@academy/tokens';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { requestLocale } from '../../http/requestLocale.ts';
import { requestOrigin } from '../../http/seo.ts';
import { say, wordsIn } from '../../http/words.ts';
import { requireClassLearnerOrManager } from '../classes/access.ts';
import { callerOf } from '../classInfo/common.ts';
import { certificateWords as words } from './words.ts';
import { renderCertificate, type CertificateSheet } from './pdf.ts';
import { certificateByCode, certificateOf, verificationOf, type CertificateFacts } from './records.ts';

const CODE = /^[0-9a-f]{32}$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The public address that says whether a certificate is genuine: the portal's page, printed on the PDF and in its QR code. */
export const verificationUrl = (origin: string, code: string) => `${origin}/certificate/verify/${code}`;

function sheetOf(facts: CertificateFacts, locale: LocaleCode, url: string): CertificateSheet {
  const worded = (message: (typeof words)[keyof typeof words], values: Record<string, string> = {}) => wordsIn(locale, say(message, values));
  const date = new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'long', timeZone: facts.timeZone }).format(new Date(facts.issuedAt));
  const primary = facts.theme?.light?.['color.brand.primary'];
  return {
    lang: LOCALES[locale].tag,
    direction: LOCALES[locale].dir,
    colour: primary && COLOUR.test(primary) ? primary : themeTokens.light.color.brand.primary,
    schoolName: localizedName({ name: facts.schoolName, nameEn: facts.schoolNameEn }, locale),
    heading: worded(words.heading),
    certifies: worded(words.certifies),
    learnerName: facts.learnerName,
    completed: worded(words.completed),
    classTitle: localizedName({ name: facts.classTitle, nameEn: facts.classTitleEn }, locale),
    dateLine: worded(words.dateLine, { date }),
    numberLine: worded(words.numberLine, { number: facts.certificateNo }),
    verifyLabel: worded(words.verifyLabel),
    verifyUrl: url,
  };
}

/**
 * Certificates as documents (issue 33, decision 0033): the PDF (its learner, or the class's managers), the public
 * verification by code (no sign-in; only the certificate's public facts), and revoking (the school's administrators).
 */
export function certificateDocumentRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.certificatePdf, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), input.params.id ?? '', { param: 'id', allowUnenrolled: true });
    const userId = input.query.userId ?? access.userId;
    // Someone else's certificate: only for the class's managers (its lecturers, the school's class managers and administrators).
    if (userId !== access.userId && !access.isManager) throw forbidden(words.notYours);
    const facts = await certificateOf(db, access.schoolId, access.classId, userId);
    if (!facts) throw notFound(words.notIssued);
    if (facts.revokedAt) throw new ApiError(410, words.revokedPdf);
    const locale = input.query.lang ?? toLocaleCode(facts.learnerLocale) ?? requestLocale(input.c, undefined);
    const sheet = sheetOf(facts, locale, verificationUrl(requestOrigin(input.c), facts.verificationCode));
    const pdf = await renderCertificate(sheet);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="certificate-${facts.certificateNo}.pdf"`,
        'cache-control': 'private, no-store',
      },
    }) as never;
  });

  register(app, endpoints.verifyCertificate, async ({ params, services }) => {
    const code = params.code ?? '';
    const facts = CODE.test(code) ? await certificateByCode(services.db, code) : null;
    if (!facts) throw notFound(words.noSuchCertificate);
    return verificationOf(facts);
  });

  register(app, endpoints.revokeCertificate, async ({ params, services, schoolId, user }) => {
    const code = params.code ?? '';
    const facts = CODE.test(code) ? await certificateByCode(services.db, code) : null;
    // Another school's certificate is as unknown as a wrong code.
    if (!facts || facts.schoolId !== schoolId) throw notFound(words.noSuchCertificate);
    await services.db.query('update class_certificates set revoked_at = now(), revoked_by = $2 where verification_code = $1 and revoked_at is null', [code, user!.userId]);
    return verificationOf((await certificateByCode(services.db, code))!);
  });
}
