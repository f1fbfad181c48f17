import type { Queryable } from '../db/index.ts';

/** What a used or expired row is still good for ends a day after it expired (audits, lockout windows are shorter). */
const KEEP = "interval '1 day'";

/**
 * Deletes what expired: sign-in codes, flows, pending binds (and their moves), QR sessions, SAML replay marks and
 * hand-offs, image checks, the OpenID provider's codes, tokens and sessions, refresh tokens, rate-limit windows, sign-in attempts, write keys
 * older than a day, visitors' searches after 30 days, and finished job runs after a week. Counts per table, for the log.
 */
export async function cleanupExpired(db: Queryable): Promise<Record<string, number>> {
  const statements: [string, string][] = [
    ['verification_codes', `delete from verification_codes where expires_at < now() - ${KEEP}`],
    ['login_flows', `delete from login_flows where expires_at < now() - ${KEEP}`],
    ['bind_moves', `delete from bind_moves where expires_at < now() - ${KEEP}`],
    ['pending_binds', `delete from pending_binds p where p.expires_at < now() - ${KEEP} and not exists (select 1 from bind_moves m where m.pending_token_hash = p.token_hash)`],
    ['qr_logins', `delete from qr_logins where expires_at < now() - ${KEEP}`],
    ['saml_used_assertions', `delete from saml_used_assertions where expires_at < now() - ${KEEP}`],
    ['saml_handoffs', `delete from saml_handoffs where expires_at < now() - ${KEEP}`],
    ['image_checks', `delete from image_checks where expires_at < now() - ${KEEP}`],
    // The OpenID provider's codes, tokens, grants, sessions and interactions (migration 0025).
    ['oidc_payloads', `delete from oidc_payloads where expires_at < now() - ${KEEP}`],
    ['refresh_tokens', `delete from refresh_tokens where expires_at < now() - ${KEEP}`],
    ['rate_limits', `delete from rate_limits where window_start < now() - ${KEEP}`],
    ['signin_attempts', `delete from signin_attempts where last_at < now() - ${KEEP}`],
    // A client repeats a write within seconds or minutes; a day covers a laptop that slept (decision 0024).
    ['idempotency_keys', `delete from idempotency_keys where created_at < now() - ${KEEP}`],
    // A visitor's search only counts towards the popular searches, which look back 30 days (issue 32).
    ['searches', "delete from searches where user_id is null and searched_at < now() - interval '30 days'"],
    ['jobs', "delete from jobs where done_at < now() - interval '7 days'"],
  ];
  const deleted: Record<string, number> = {};
  for (const [table, sql] of statements) {
    const [row] = await db.query<{ count: number }>(`with gone as (${sql} returning 1) select count(*)::int as count from gone`);
    if (row?.count) deleted[table] = row.count;
  }
  return deleted;
}
