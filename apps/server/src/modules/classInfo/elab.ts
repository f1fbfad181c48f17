import { createHash, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { classInfoEndpoints, type ElabExperiment } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, notFound, unauthorized } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { classIdParam, requireClassLearnerOrManager } from '../classes/access.ts';
import { sanitizeDescription } from '../classes/sanitize.ts';
import { callerOf, iso, isoOrNull } from './common.ts';

const refusals = defineMessages({
  noSuchExperiment: { id: 'server.classInfo.noSuchExperiment', defaultMessage: 'No such experiment in this class.' },
  sendSecret: { id: 'server.classInfo.sendLabSecret', defaultMessage: 'Send the school’s lab secret in the x-lab-secret header.' },
  wrongSecret: { id: 'server.classInfo.wrongLabSecret', defaultMessage: 'The lab secret is not right.' },
  codeSpent: { id: 'server.classInfo.labCodeSpent', defaultMessage: 'This code was already used or has expired: start the experiment again from the class page.' },
  noLab: { id: 'server.classInfo.noLab', defaultMessage: 'This school has no lab configured: ask its administrator to set the lab address.' },
});

/** A code opens the lab once, within five minutes of being asked for. */
export const ELAB_CODE_TTL_MS = 5 * 60_000;
export const LAB_SECRET_HEADER = 'x-lab-secret';

/** Codes and lab secrets are kept as their SHA-256 (hex): the database never holds what opens the lab. */
export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

type ExperimentRow = { id: string; class_id: string; class_title: string; title: string; description_html: string; steps: unknown; duration_minutes: number; lab_url: string | null };
type Step = { position: number; title: string; body: string };

async function findExperiment(db: Queryable, schoolId: string, experimentId: string, classId: string): Promise<ExperimentRow> {
  const [row] = await db.query<ExperimentRow>(
    `select x.id, x.class_id, c.title as class_title, x.title, x.description_html, x.steps, x.duration_minutes, s.lab_url
     from class_experiments x join classes c on c.id = x.class_id join schools s on s.id = x.school_id
     where x.id = $1 and x.class_id = $2 and x.school_id = $3`,
    [experimentId, classId, schoolId],
  );
  if (!row) throw notFound(refusals.noSuchExperiment);
  return row;
}

const stepsOf = (value: unknown): Step[] => {
  const steps = (typeof value === 'string' ? JSON.parse(value) : value) as Step[];
  return Array.isArray(steps) ? [...steps].sort((a, b) => a.position - b.position) : [];
};

/** The lab address with the code as `?code=`; a same-origin path (the demo's lab) stays a path. */
export function launchUrl(labUrl: string, code: string): string {
  const url = new URL(labUrl, 'https://same-origin.invalid');
  url.searchParams.set('code', code);
  return labUrl.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export type Redeemed = { userId: string; userName: string | null; schoolId: string; classId: string; experimentId: string; experimentTitle: string };

/**
 * Trades a code for who is coming, once: a single conditional update marks it used (no read-then-write, so two
 * redeems at once cannot both succeed). Only when that finds nothing do we look at why: 401 for a wrong secret,
 * 410 for a used, expired or unknown code.
 */
export async function redeemCode(db: Queryable, code: string, secret: string | undefined): Promise<Redeemed> {
  if (!secret) throw unauthorized(refusals.sendSecret);
  const codeHash = sha256Hex(code);
  const secretHash = sha256Hex(secret);
  const [row] = await db.query<{ user_id: string; school_id: string; class_id: string; experiment_id: string }>(
    `update elab_codes e set used_at = now() from schools s
     where e.code_hash = $1 and s.id = e.school_id and s.lab_secret_hash = $2 and e.used_at is null and e.expires_at > now()
     returning e.user_id, e.school_id, e.class_id, e.experiment_id`,
    [codeHash, secretHash],
  );
  if (!row) {
    const [known] = await db.query<{ secret_ok: boolean }>('select coalesce(s.lab_secret_hash = $2, false) as secret_ok from elab_codes e join schools s on s.id = e.school_id where e.code_hash = $1', [codeHash, secretHash]);
    const [anyLab] = known ? [] : await db.query('select 1 from schools where lab_secret_hash = $1', [secretHash]);
    if (known ? !known.secret_ok : !anyLab) throw unauthorized(refusals.wrongSecret);
    throw new ApiError(410, refusals.codeSpent);
  }
  const [who] = await db.query<{ name: string | null; title: string }>(
    'select coalesce(u.real_name, u.nick_name) as name, x.title from users u, class_experiments x where u.id = $1 and x.id = $2',
    [row.user_id, row.experiment_id],
  );
  return { userId: row.user_id, userName: who?.name ?? null, schoolId: row.school_id, classId: row.class_id, experimentId: row.experiment_id, experimentTitle: who?.title ?? '' };
}

/** Where a learner stands with an experiment, from their run (if any). */
export const runState = (run: { finished_at: Date | null } | undefined): ElabExperiment['state'] => (!run ? 'notStarted' : run.finished_at ? 'finished' : 'started');

export function elabRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.elabDetail, async (input): Promise<ElabExperiment> => {
    const { db } = input.services;
    const experimentId = classIdParam(input.params.experimentId, 'experimentId');
    const access = await requireClassLearnerOrManager(db, callerOf(input), classIdParam(input.params.classId, 'classId'));
    const row = await findExperiment(db, access.schoolId, experimentId, access.classId);
    const [run] = await db.query<{ started_at: Date; finished_at: Date | null }>('select started_at, finished_at from experiment_runs where experiment_id = $1 and user_id = $2', [row.id, access.userId]);
    return {
      id: row.id,
      classId: row.class_id,
      classTitle: row.class_title,
      title: row.title,
      descriptionHtml: sanitizeDescription(row.description_html),
      steps: stepsOf(row.steps),
      durationMinutes: row.duration_minutes,
      state: runState(run),
      startedAt: isoOrNull(run?.started_at),
      labConfigured: Boolean(row.lab_url),
    };
  });

  // 32 random bytes, base64url; only its hash is stored. Asking for a code marks the experiment started.
  register(app, classInfoEndpoints.elabCode, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), input.body.classId);
    const row = await findExperiment(db, access.schoolId, input.body.experimentId, access.classId);
    if (!row.lab_url) throw new ApiError(409, refusals.noLab);
    const code = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ELAB_CODE_TTL_MS);
    await db.transaction(async (tx) => {
      await tx.query(
        'insert into elab_codes (code_hash, user_id, experiment_id, class_id, school_id, expires_at) values ($1, $2, $3, $4, $5, $6)',
        [sha256Hex(code), access.userId, row.id, access.classId, access.schoolId, expiresAt],
      );
      await tx.query('insert into experiment_runs (experiment_id, user_id, school_id) values ($1, $2, $3) on conflict do nothing', [row.id, access.userId, access.schoolId]);
      // Spent and expired codes are of no use to anyone: they go as new ones are made.
      await tx.query("delete from elab_codes where expires_at < now() - interval '1 day'");
    });
    return { code, expiresAt: iso(expiresAt), launchUrl: launchUrl(row.lab_url, code) };
  });

  register(app, classInfoEndpoints.elabRedeem, async (input) => redeemCode(input.services.db, input.body.code, input.c.req.header(LAB_SECRET_HEADER)));
}
