import type { CertificateVerification } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';

/** One issued certificate with what its PDF and its verification page show. */
export type CertificateFacts = {
  classId: string; userId: string; schoolId: string; certificateNo: string; issuedAt: Date; verificationCode: string; revokedAt: Date | null;
  schoolName: string; schoolNameEn: string | null; timeZone: string; theme: { light?: Record<string, string> } | null;
  learnerName: string; learnerLocale: string | null; classTitle: string; classTitleEn: string | null;
};

const FACTS = `select k.class_id as "classId", k.user_id as "userId", k.school_id as "schoolId", k.certificate_no as "certificateNo",
    k.issued_at as "issuedAt", k.verification_code as "verificationCode", k.revoked_at as "revokedAt",
    s.name as "schoolName", s.name_en as "schoolNameEn", s.time_zone as "timeZone", s.theme,
    coalesce(u.real_name, u.nick_name, '') as "learnerName", u.locale as "learnerLocale", c.title as "classTitle", c.title_en as "classTitleEn"
  from class_certificates k join schools s on s.id = k.school_id join users u on u.id = k.user_id join classes c on c.id = k.class_id`;

export async function certificateOf(db: Queryable, schoolId: string, classId: string, userId: string): Promise<CertificateFacts | null> {
  const [row] = await db.query<CertificateFacts>(`${FACTS} where k.school_id = $1 and k.class_id = $2 and k.user_id = $3`, [schoolId, classId, userId]);
  return row ?? null;
}

export async function certificateByCode(db: Queryable, code: string): Promise<CertificateFacts | null> {
  const [row] = await db.query<CertificateFacts>(`${FACTS} where k.verification_code = $1`, [code]);
  return row ?? null;
}

/** Only the public facts: no ids, no contact details. */
export function verificationOf(facts: CertificateFacts): CertificateVerification {
  return {
    status: facts.revokedAt ? 'revoked' : 'genuine',
    schoolName: facts.schoolName,
    schoolNameEn: facts.schoolNameEn,
    learnerName: facts.learnerName,
    classTitle: facts.classTitle,
    classTitleEn: facts.classTitleEn,
    issuedAt: new Date(facts.issuedAt).toISOString(),
    timeZone: facts.timeZone,
    certificateNo: facts.certificateNo,
    revokedAt: facts.revokedAt ? new Date(facts.revokedAt).toISOString() : null,
  };
}
