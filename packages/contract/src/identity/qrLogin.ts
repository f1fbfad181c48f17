import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { SignInOutcome } from './outcome.ts';

/**
 * QR sign-in (spec §7, issue 20): the desktop browser opens a session and shows its QR; a signed-in phone opens the
 * QR's address, sees which browser asks (device, IP, time) and confirms; the desktop, polling, then takes its
 * tokens — once, and only the browser that opened the session. `000000` is the spec's success code.
 */
const BASE = '/api/auth/rest/v1/open/qrcode.login';

export const QR_SUCCESS_CODE = '000000';
/** A QR session lives at most this long (the desktop opens a new one before then). */
export const QR_MAX_SECONDS = 120;

/** 32 random bytes, base64url. */
export const QrId = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'not a QR sign-in id');
const QrIdQuery = z.object({ qrId: QrId });
const QrIdBody = z.object({ qrId: QrId });

export const QrStatus = z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'cancelled']);
export type QrStatus = z.infer<typeof QrStatus>;

export const QrSession = z.object({
  qrId: z.string(),
  /** What the QR encodes: this origin's /login/qr?id=… */
  qrUrl: z.string(),
  expiresIn: z.number().int().max(QR_MAX_SECONDS),
});
export type QrSession = z.infer<typeof QrSession>;

/** No user data here before (or after) confirm: only the state. `code` is '000000' once confirmed. */
export const QrStatusAnswer = z.object({ code: z.string(), status: QrStatus });
export type QrStatusAnswer = z.infer<typeof QrStatusAnswer>;

/** The browser asking to be signed in, as the server saw it (browser and system names are product names). */
export const QrRequester = z.object({
  status: QrStatus,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  requestedAt: z.string(),
});
export type QrRequester = z.infer<typeof QrRequester>;

export const qrLoginEndpoints = {
  qrLoginSession: endpoint({
    tag: 'identity',
    method: 'GET',
    path: `${BASE}/session`,
    summary: 'Open a QR sign-in session for this browser (device, IP and time recorded); its QR encodes /login/qr?id=…',
    access: 'public',
    query: z.object({ redirect: z.string().max(2000).optional() }),
    response: QrSession,
  }),
  qrLoginStatus: endpoint({
    tag: 'identity',
    method: 'GET',
    path: `${BASE}/status`,
    summary: 'The state of this browser’s QR session (waiting, scanned, confirmed, expired, cancelled); no user data',
    access: 'public',
    query: QrIdQuery,
    response: QrStatusAnswer,
  }),
  qrLoginScan: endpoint({
    changesState: true,
    beforeTerms: true,
    tag: 'identity',
    method: 'GET',
    path: `${BASE}/scan`,
    summary: 'A signed-in phone opened the QR: marks it scanned, answers the requesting browser’s device, IP and time',
    access: 'user',
    query: QrIdQuery,
    response: QrRequester,
  }),
  qrLoginConfirm: endpoint({
    tag: 'identity',
    method: 'POST',
    path: `${BASE}/confirm`,
    summary: 'The phone that scanned confirms: the requesting browser may take a session for this user',
    access: 'user',
    beforeTerms: true,
    body: QrIdBody,
    response: QrStatusAnswer,
  }),
  qrLoginCancel: endpoint({
    tag: 'identity',
    method: 'POST',
    path: `${BASE}/cancel`,
    summary: 'The phone that scanned refuses: the QR session ends as cancelled',
    access: 'user',
    beforeTerms: true,
    body: QrIdBody,
    response: QrStatusAnswer,
  }),
  qrLoginToken: endpoint({
    tag: 'identity',
    method: 'POST',
    path: `${BASE}/token`,
    summary: 'The browser that opened a confirmed QR session takes its session, once (sets the HttpOnly cookies)',
    access: 'public',
    body: QrIdBody,
    response: SignInOutcome,
  }),
};
