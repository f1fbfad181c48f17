import { z } from './zod.ts';
import { LocaleCodeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { TenantQuery } from './classes.ts';

/**
 * Certificates as documents (issue 33): the PDF a learner downloads, and the public verification page its QR code
 * and URL lead to. The certificate itself is issued by the class-info calls (certificateRecord).
 */
const CERT = '/api/certificate';

/** A certificate's public facts, and only those: what the verification page shows. */
export const CertificateVerification = z.object({
  status: z.enum(['genuine', 'revoked']),
  schoolName: z.string(),
  schoolNameEn: z.string().nullable(),
  learnerName: z.string(),
  classTitle: z.string(),
  classTitleEn: z.string().nullable(),
  issuedAt: z.string(),
  /** The school's time zone, in which the date is written. */
  timeZone: z.string(),
  certificateNo: z.string(),
  revokedAt: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** The unguessable code of a certificate's verification address: 32 hexadecimal digits. */
export const VerificationCode = z.string().regex(/^[0-9a-f]{32}$/, 'The verification code is 32 hexadecimal digits');

export const certificateEndpoints = {
  certificatePdf: endpoint({
    tag: 'classInfo', method: 'GET', path: `${CERT}/user/pdf/:id`, access: 'member', raw: true, files: ['application/pdf'],
    summary: 'The certificate of a class (id: the class) as a PDF, in `lang`, else the learner’s language: the caller’s own, or a learner’s (userId) for the class’s managers. 404 when not issued',
    query: TenantQuery.extend({ userId: z.string().min(1).max(64).optional(), lang: LocaleCodeSchema.optional() }),
    response: z.string().describe('application/pdf'),
  }),
  verifyCertificate: endpoint({
    tag: 'classInfo', method: 'GET', path: `${CERT}/verify/:code`, access: 'public',
    summary: 'Is this certificate genuine? By its verification code: school, learner, class, date, number and whether it was revoked; nothing else. 404 for an unknown code',
    response: CertificateVerification,
  }),
  revokeCertificate: endpoint({
    tag: 'classInfo', method: 'POST', path: `${CERT}/manage/:code/revoke`, access: 'admin',
    summary: 'Revoke a certificate of the school (administrators); its verification page then says so. Revoking again answers the same',
    query: TenantQuery, response: CertificateVerification,
  }),
} as const;
