import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { classIdParam, requireClassLearnerOrManager } from '../classes/access.ts';
import { callerOf, isoOrNull } from './common.ts';
import { totalProgress } from './progress.ts';

/** Exams of the class (courseware of type 2) and how many of them the learner has passed. */
async function examTally(db: Queryable, classId: string, userId: string): Promise<{ passed: number; total: number }> {
  const [row] = await db.query<{ passed: number; total: number }>(
    `select count(*)::int as total,
       count(*) filter (where exists (select 1 from class_exam_attempts a where a.class_id = w.class_id and a.user_id = $2 and a.exam_id = w.courseware_uuid and a.state = 'passed'))::int as passed
     from class_courseware w where w.class_id = $1 and w.courseware_type = 2`,
    [classId, userId],
  );
  return { passed: row?.passed ?? 0, total: row?.total ?? 0 };
}

/**
 * Issues the certificate when the learner's total is 100 and every exam of the class is passed; called inside the
 * transaction of the progress write that got them there. The (class, user) key makes a second issue a no-op.
 */
export async function issueCertificateIfDone(tx: Queryable, schoolId: string, classId: string, userId: string): Promise<void> {
  const exams = await examTally(tx, classId, userId);
  if (exams.passed < exams.total) return;
  await tx.query(
    `insert into class_certificates (class_id, user_id, school_id, certificate_no)
     values ($1, $2, $3, 'CERT-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('class_certificate_numbers')::text, 6, '0'))
     on conflict (class_id, user_id) do nothing`,
    [classId, userId, schoolId],
  );
}

export function certificateRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.certificateRecord, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), classIdParam(input.params.id, 'id'), { param: 'id' });
    const [row] = await db.query<{ title: string; certificate_no: string | null; issued_at: Date | null; verification_code: string | null; revoked_at: Date | null }>(
      `select c.title, k.certificate_no, k.issued_at, k.verification_code, k.revoked_at from classes c left join class_certificates k on k.class_id = c.id and k.user_id = $2 where c.id = $1`,
      [access.classId, access.userId],
    );
    const total = await totalProgress(db, access.classId, access.userId);
    const exams = await examTally(db, access.classId, access.userId);
    return {
      classId: access.classId,
      issued: Boolean(row?.certificate_no),
      certificateNo: row?.certificate_no ?? null,
      issuedAt: isoOrNull(row?.issued_at),
      verificationCode: row?.verification_code ?? null,
      revokedAt: isoOrNull(row?.revoked_at),
      title: row?.title ?? '',
      progress: total.progress,
      examsPassed: exams.passed,
      examsTotal: exams.total,
    };
  });
}
