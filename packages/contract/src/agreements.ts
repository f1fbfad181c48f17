import { z } from './zod.ts';
import { LocaleCodeSchema, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Versioned agreements (issue 21): the terms of service and privacy policy every user accepts, the data processing
 * agreement a school's administrator signs for the school, and the cookie choice of a browser. Who accepted which
 * version, when, in which language and from which client is kept, append-only.
 */
export const AgreementKind = z.enum(['service', 'privacy', 'schoolDataProcessing']);
export type AgreementKind = z.infer<typeof AgreementKind>;
/** The agreements every signed-in user accepts (the school one is signed per school, by its administrator). */
export const USER_AGREEMENT_KINDS = ['service', 'privacy'] as const;

/** The reason code of the 403 a signed-in write gets while newer terms wait for the user (a rule of @academy/rules). */
export { TERMS_PENDING } from '@academy/rules';

/** The text of one version in one language: an introduction, then headed paragraphs. */
export const AgreementBody = z.object({
  intro: z.string().min(1).max(5000),
  sections: z.array(z.object({ heading: z.string().min(1).max(300), text: z.string().min(1).max(20_000) })).max(50),
});
export type AgreementBody = z.infer<typeof AgreementBody>;

const Lang = z.object({ lang: LocaleCodeSchema.optional() });

export const AgreementVersionSummary = z.object({ version: z.number().int(), publishedAt: z.string() });
export const AgreementDocument = z.object({
  kind: AgreementKind,
  version: z.number().int(),
  publishedAt: z.string(),
  /** Whether this is the newest version. */
  current: z.boolean(),
  /** The language the body and changes are in (the asked one, else English). */
  locale: LocaleCodeSchema,
  changes: z.string().nullable(),
  body: AgreementBody,
  /** Every published version, newest first. */
  versions: z.array(AgreementVersionSummary),
});
export type AgreementDocument = z.infer<typeof AgreementDocument>;

/** A newer version than the one the user accepted (or none accepted yet). */
export const PendingAgreement = z.object({
  kind: AgreementKind,
  version: z.number().int(),
  publishedAt: z.string(),
  acceptedVersion: z.number().int().nullable(),
  changes: z.string().nullable(),
});
export type PendingAgreement = z.infer<typeof PendingAgreement>;

export const CompareAndSignBody = Lang.extend({
  /** The versions the user read and accepts; each is signed only while it is still the newest of its kind. */
  accept: z.array(z.object({ kind: z.enum(USER_AGREEMENT_KINDS), version: z.number().int().positive() })).max(2).default([]),
  client: z.string().trim().max(100).optional(),
});
export const CompareAndSignResult = z.object({ pending: z.array(PendingAgreement), signed: z.array(z.object({ kind: AgreementKind, version: z.number().int() })) });
export type CompareAndSignResult = z.infer<typeof CompareAndSignResult>;

export const SchoolAgreementStatus = z.object({
  kind: z.literal('schoolDataProcessing'),
  version: z.number().int(),
  publishedAt: z.string(),
  signedVersion: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  /** True when the newest version is not signed for this school yet. */
  needsSigning: z.boolean(),
});
export type SchoolAgreementStatus = z.infer<typeof SchoolAgreementStatus>;

export const CookieOperation = z.enum(['accept', 'reject']);

export const agreementEndpoints = {
  agreementDocument: endpoint({
    tag: 'agreements', method: 'GET', path: '/api/ischool/v1/open/agreements/document',
    summary: 'Read an agreement: the current version (or an older one with `version`) in the asked language, with the list of versions',
    access: 'public',
    query: Lang.extend({ kind: AgreementKind, version: z.coerce.number().int().positive().max(100_000).optional() }),
    response: AgreementDocument,
  }),
  compareAndSignAgreements: endpoint({
    tag: 'agreements', method: 'POST', path: '/api/ischool/v1/agreements/compare-and-sign-lastest-agreement',
    summary: 'Compare what I accepted with the newest terms and privacy policy; accept the versions I read; answers what still needs accepting',
    access: 'user', beforeTerms: true, body: CompareAndSignBody, response: CompareAndSignResult,
  }),
  withdrawAgreementSigns: endpoint({
    tag: 'agreements', method: 'DELETE', path: '/api/assist/v2/agreement/user/signs',
    summary: 'Withdraw my acceptance of the terms and privacy policy: I am asked again on my next visit',
    access: 'user', beforeTerms: true, response: z.object({ withdrawn: z.array(AgreementKind) }),
  }),
  schoolDataProcessingStatus: endpoint({
    tag: 'agreements', method: 'GET', path: '/api/assist/v2/agreement/schoolDataProcessAgreement',
    summary: 'Whether the school has signed the newest data processing agreement (its administrators only)',
    access: 'admin', query: z.object({ schoolId: SchoolId }), response: SchoolAgreementStatus,
  }),
  signSchoolDataProcessing: endpoint({
    tag: 'agreements', method: 'POST', path: '/api/assist/v2/agreement/signSchoolDataProcessAgreement',
    summary: 'Sign the newest data processing agreement for the school (its administrators only)',
    access: 'admin', query: Lang.extend({ schoolId: SchoolId, version: z.coerce.number().int().positive().optional() }), response: SchoolAgreementStatus,
  }),
  knownCookiesAgreement: endpoint({
    tag: 'agreements', method: 'POST', path: '/api/assist/v2/agreement/open/knownCookiesAgreement',
    summary: 'Record this browser’s cookie choice: accept or reject analytics cookies (anonymous allowed)',
    access: 'public', body: z.object({ operation: CookieOperation }), response: z.object({ analytics: z.boolean(), recordedAt: z.string() }),
  }),
} as const;
