import type { Context, Hono } from 'hono';
import { endpoints, QR_MAX_SECONDS, QR_SUCCESS_CODE, type QrStatus } from '@academy/contract';
import { safeRedirectPath } from '@academy/rules';
import type { AppEnv, Services } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { hit } from '../../../http/rateLimit.ts';
import { clientIp } from '../../../http/clientIp.ts';
import { randomToken, sha256 } from '../../../auth/crypto.ts';
import type { Queryable } from '../../../db/index.ts';
import { bindBrowser, browserOf } from '../browserBinding.ts';
import { finishSignIn } from '../signIn.ts';
import { describeDevice } from './device.ts';

/** How long after the phone's confirm the desktop may still take its session (it polls every ~1.5 s). */
const TAKE_SECONDS = 120;
/** QR sessions a client address may open per minute: the page opens one every ~2 minutes, a reload or two more. */
const SESSIONS_PER_MINUTE = 20;

/** An unknown id and another browser's get the same answer: nothing to learn by guessing or by stealing one. */
const refusals = defineMessages({
  unknown: { id: 'server.identity.qr.unknown', defaultMessage: 'This QR code is not known here. Show a new one and scan again.' },
  answered: { id: 'server.identity.qr.answered', defaultMessage: 'This sign-in request was already answered.' },
  expired: { id: 'server.identity.qr.expired', defaultMessage: 'This QR code has expired. Show a new one on the other device and scan again.' },
  someoneElse: { id: 'server.identity.qr.someoneElse', defaultMessage: 'This QR code was scanned by someone else.' },
  scanFirst: { id: 'server.identity.qr.scanFirst', defaultMessage: 'Open the QR code’s page on your phone first.' },
  tooMany: { id: 'server.identity.qr.tooMany', defaultMessage: 'Too many QR codes were requested. Wait a minute.' },
  notConfirmed: { id: 'server.identity.qr.notConfirmed', defaultMessage: 'This sign-in has not been confirmed on the phone.' },
  used: { id: 'server.identity.qr.used', defaultMessage: 'This QR sign-in was already used or has expired. Show a new QR code.' },
});
const notFound = () => new ApiError(404, refusals.unknown);

type Row = {
  browser_hash: string; browser_name: string | null; os_name: string | null; ip: string; return_path: string;
  status: 'waiting' | 'scanned' | 'confirmed' | 'cancelled'; user_id: string | null; created_at: Date | string;
  expired: boolean; takeable: boolean; token_taken: boolean;
};

const SELECT = `select browser_hash, browser_name, os_name, ip, return_path, status, user_id, created_at,
  expires_at <= now() as expired, decided_at > now() - make_interval(secs => ${TAKE_SECONDS}) as takeable, token_taken_at is not null as token_taken
  from qr_logins where id_hash = $1`;

async function load(db: Queryable, qrId: string, lock = false): Promise<Row | null> {
  const [row] = await db.query<Row>(`${SELECT}${lock ? ' for update' : ''}`, [sha256(qrId)]);
  return row ?? null;
}

/** What the desktop sees: an unanswered session past its time is expired. */
const statusOf = (row: Row): QrStatus => ((row.status === 'waiting' || row.status === 'scanned') && row.expired ? 'expired' : row.status);
const answer = (status: QrStatus) => ({ code: status === 'confirmed' ? QR_SUCCESS_CODE : 'QR_' + status.toUpperCase(), status });

/** A row this browser opened, else 404 (a stolen id polled elsewhere learns nothing). */
async function ownRow(c: Context, db: Queryable, qrId: string, lock = false): Promise<Row> {
  const row = await load(db, qrId, lock);
  const browser = browserOf(c);
  if (!row || !browser || row.browser_hash !== browser) throw notFound();
  return row;
}

/** For the phone: a live session, and (after scanning) only the user who scanned it may act on it. */
function phoneCheck(row: Row | null, userId: string): Row {
  if (!row) throw notFound();
  if (row.status === 'cancelled' || row.status === 'confirmed') throw new ApiError(409, refusals.answered);
  if (row.expired) throw new ApiError(410, refusals.expired);
  if (row.user_id && row.user_id !== userId) throw new ApiError(409, refusals.someoneElse);
  return row;
}

async function decide(services: Services, qrId: string, userId: string, status: 'confirmed' | 'cancelled') {
  return services.db.transaction(async (tx) => {
    const row = phoneCheck(await load(tx, qrId, true), userId);
    if (row.status !== 'scanned') throw new ApiError(409, refusals.scanFirst);
    await tx.query('update qr_logins set status = $2, decided_at = now() where id_hash = $1', [sha256(qrId), status]);
    return answer(status);
  });
}

export function qrLoginRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.qrLoginSession, async ({ query, services, c }) => {
    const ip = clientIp(c);
    await hit(services.db, `qr-session:${ip}`, SESSIONS_PER_MINUTE, 60, refusals.tooMany);
    // Old sessions go as new ones come (indexed; a day kept for looking into a complaint).
    await services.db.query("delete from qr_logins where expires_at < now() - interval '1 day'");
    const qrId = randomToken(32);
    const device = describeDevice(c.req.header('user-agent'));
    await services.db.query(
      `insert into qr_logins (id_hash, browser_hash, browser_name, os_name, ip, return_path, expires_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [sha256(qrId), bindBrowser(c), device.browser, device.os, ip, safeRedirectPath(query.redirect), QR_MAX_SECONDS],
    );
    // The address this browser reached us at (behind a TLS-terminating proxy, https). Only the requester sees it.
    const url = new URL('/login/qr', new URL(c.req.url).origin);
    if (c.req.header('x-forwarded-proto') === 'https') url.protocol = 'https:';
    url.searchParams.set('id', qrId);
    return { qrId, qrUrl: url.toString(), expiresIn: QR_MAX_SECONDS };
  });

  register(app, endpoints.qrLoginStatus, async ({ query, services, c }) => answer(statusOf(await ownRow(c, services.db, query.qrId))));

  register(app, endpoints.qrLoginScan, async ({ query, user, services }) =>
    services.db.transaction(async (tx) => {
      const row = phoneCheck(await load(tx, query.qrId, true), user!.userId);
      if (row.status === 'waiting') await tx.query("update qr_logins set status = 'scanned', user_id = $2, scanned_at = now() where id_hash = $1", [sha256(query.qrId), user!.userId]);
      const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
      return { status: 'scanned' as const, browser: row.browser_name, os: row.os_name, ip: row.ip, requestedAt: created.toISOString() };
    }),
  );

  register(app, endpoints.qrLoginConfirm, ({ body, user, services }) => decide(services, body.qrId, user!.userId, 'confirmed'));
  register(app, endpoints.qrLoginCancel, ({ body, user, services }) => decide(services, body.qrId, user!.userId, 'cancelled'));

  register(app, endpoints.qrLoginToken, async ({ body, services, c }) =>
    services.db.transaction(async (tx) => {
      const row = await ownRow(c, tx, body.qrId, true);
      if (row.status !== 'confirmed' || !row.user_id) throw new ApiError(400, refusals.notConfirmed);
      if (row.token_taken || !row.takeable) throw new ApiError(400, refusals.used);
      await tx.query('update qr_logins set token_taken_at = now() where id_hash = $1', [sha256(body.qrId)]);
      // A phone vouched, no provider did: login method 1 (sign-out goes to the login page).
      const tokens = await finishSignIn(c, services, tx, row.user_id, { providerId: null, kind: null });
      return { status: 'signedIn' as const, returnPath: row.return_path, tokens };
    }),
  );
}
