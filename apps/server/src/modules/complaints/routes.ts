import type { Hono } from 'hono';
import { endpoints as complaintEndpoints } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { randomId } from '../../auth/crypto.ts';

const refusals = defineMessages({
  noTarget: { id: 'server.complaints.noTarget', defaultMessage: 'There is nothing with this id to report in this school.' },
  sameImageTwice: { id: 'server.complaints.sameImageTwice', defaultMessage: 'The same image is attached twice.' },
  notYourImages: { id: 'server.complaints.notYourImages', defaultMessage: 'Images must be uploaded through the upload call first, by you.' },
});

type TargetType = 'resource' | 'post' | 'user';

/** The name of what is reported, looked up within the school only: a resource, a post (personal-space dynamic) or a member. */
const TARGET_SQL: Record<TargetType, string> = {
  resource: 'select coalesce(name, name_en, id) as name, name_en from resources where id = $1 and school_id = $2',
  post: "select title as name, null as name_en from person_activities where id = $1 and school_id = $2 and kind = 'post'",
  user: 'select coalesce(u.real_name, u.nick_name, u.id) as name, null as name_en from users u join members m on m.user_id = u.id and m.school_id = $2 and m.is_valid where u.id = $1',
};

async function findTarget(db: Queryable, schoolId: string, type: TargetType, id: string) {
  const [row] = await db.query<{ name: string; name_en: string | null }>(TARGET_SQL[type], [id, schoolId]);
  if (!row) throw notFound(refusals.noTarget);
  return { type, id, name: row.name, nameEn: row.name_en };
}

/** Evidence must be images this reporter uploaded (the feedback's upload call checks their content). */
async function checkEvidence(db: Queryable, userId: string, urls: string[]) {
  const ids = [...new Set(urls.map((url) => url.slice(url.lastIndexOf('/') + 1).split('.')[0]!))];
  if (ids.length !== urls.length) throw badRequest(refusals.sameImageTwice);
  if (!ids.length) return;
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from uploads where id = any($1) and user_id = $2', [ids, userId]);
  if ((row?.n ?? 0) !== ids.length) throw badRequest(refusals.notYourImages);
}

type ComplaintRow = {
  id: string; target_type: TargetType; target_id: string; target_name: string; reason: 'spam'; description: string; evidence_urls: string[];
  allow_contact: boolean; reporter_name: string | null; reporter_contact: string | null; created_at: Date;
};

/** Complaint reports (issue 22): members report; the school's administrators read them. */
export function complaintRoutes(app: Hono<AppEnv>) {
  register(app, complaintEndpoints.complaintTarget, async ({ query, services }) => findTarget(services.db, query.schoolId, query.type, query.id));

  register(app, complaintEndpoints.addComplaint, async ({ query, body, services, user }) => {
    const db = services.db;
    const target = await findTarget(db, query.schoolId, body.targetType, body.targetId);
    await checkEvidence(db, user!.userId, body.evidenceUrls);
    const id = randomId();
    await db.query(
      `insert into complaints (id, school_id, reporter_id, target_type, target_id, target_name, reason, description, evidence_urls, allow_contact)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, query.schoolId, user!.userId, target.type, target.id, target.name, body.reason, body.description, body.evidenceUrls, body.allowContact],
    );
    return { id, status: 'received' as const };
  });

  register(app, complaintEndpoints.complaints, async ({ query, services }) => {
    const db = services.db;
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from complaints where school_id = $1', [query.schoolId]);
    const rows = await db.query<ComplaintRow>(
      `select c.id, c.target_type, c.target_id, c.target_name, c.reason, c.description, c.evidence_urls, c.allow_contact, c.created_at,
         coalesce(u.real_name, u.nick_name) as reporter_name, case when c.allow_contact then coalesce(u.mobile, u.email) end as reporter_contact
       from complaints c join users u on u.id = c.reporter_id where c.school_id = $1 order by c.created_at desc, c.id desc limit $2 offset $3`,
      [query.schoolId, query.pageSize, (query.pageNumber - 1) * query.pageSize],
    );
    return {
      total: count?.n ?? 0,
      list: rows.map((row) => ({
        id: row.id, target: { type: row.target_type, id: row.target_id, name: row.target_name, nameEn: null }, reason: row.reason, description: row.description,
        evidenceUrls: row.evidence_urls, allowContact: row.allow_contact, reporterName: row.reporter_name, reporterContact: row.reporter_contact,
        status: 'received' as const, createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  });
}
