import type { Context } from 'hono';
import type { Queryable } from '../../../db/index.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { randomToken, sha256 } from '../../../auth/crypto.ts';
import { browserOf } from '../browserBinding.ts';

const refusals = defineMessages({
  moveGone: { id: 'server.identity.bind.moveGone', defaultMessage: 'This move is no longer waiting: it expired, was finished, or was started in another browser. Sign in again.' },
  moveSpent: { id: 'server.identity.bind.moveSpent', defaultMessage: 'This move was already finished. Sign in again.' },
});

/** Moving a binding must follow the bind attempt soon: the same fifteen minutes as a pending bind at most. */
const MOVE_SECONDS = 900;

export type Move = { userId: string; recipient: string; oldSubject: string };

/**
 * Offers to move the account's binding of this provider to the pending identity. The account was just proved; the
 * move is kept server-side (account, its phone or e-mail, the old subject) and asks for one more fresh code.
 */
export async function offerMove(c: Context, tx: Queryable, bindToken: string, move: Move): Promise<string> {
  const token = randomToken(24);
  await tx.query(
    `insert into bind_moves (token_hash, pending_token_hash, user_id, recipient, old_subject, browser_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [sha256(token), sha256(bindToken), move.userId, move.recipient, move.oldSubject, browserOf(c), MOVE_SECONDS],
  );
  return token;
}

/** The move offered for this pending bind in this browser, not used or expired; 400 otherwise. Does not spend it. */
export async function readMove(c: Context, db: Queryable, bindToken: string, moveToken: string): Promise<Move> {
  const [row] = await db.query<{ user_id: string; recipient: string; old_subject: string; browser_hash: string; pending_token_hash: string }>(
    'select user_id, recipient, old_subject, browser_hash, pending_token_hash from bind_moves where token_hash = $1 and used_at is null and expires_at > now()',
    [sha256(moveToken)],
  );
  if (!row || row.browser_hash !== browserOf(c) || row.pending_token_hash !== sha256(bindToken)) {
    throw new ApiError(400, refusals.moveGone);
  }
  return { userId: row.user_id, recipient: row.recipient, oldSubject: row.old_subject };
}

/** Spends the move inside the transaction that performs it; a second use is refused. */
export async function spendMove(tx: Queryable, moveToken: string): Promise<void> {
  const spent = await tx.query('update bind_moves set used_at = now() where token_hash = $1 and used_at is null returning 1', [sha256(moveToken)]);
  if (spent.length === 0) throw new ApiError(400, refusals.moveSpent);
}
