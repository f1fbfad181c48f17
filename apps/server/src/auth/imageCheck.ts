import { randomInt } from 'node:crypto';
import type { Services } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { defineMessages } from '../http/words.ts';
import { hmac, randomToken, safeEqual } from './crypto.ts';

/**
 * The image check that a client must pass after repeated wrong codes (lockout.ts): five digits drawn as jittered,
 * rotated strokes over noise curves — paths only, no text a script could read out of the SVG. The answer is kept
 * as an HMAC; a challenge is answered once (right or wrong), within two minutes, by the browser that asked for it.
 */
const DIGITS = 5;
const CHALLENGE_SECONDS = 120;

/** Strokes of each digit on a 6 × 10 grid. */
const GLYPHS: number[][][][] = [
  [[[0, 0], [6, 0], [6, 10], [0, 10], [0, 0]], [[5, 1], [1, 9]]],
  [[[1, 2], [3, 0], [3, 10]], [[1, 10], [5, 10]]],
  [[[0, 1], [2, 0], [5, 0], [6, 2], [6, 4], [0, 10], [6, 10]]],
  [[[0, 0], [6, 0], [3, 4], [6, 6], [6, 9], [4, 10], [0, 10]]],
  [[[5, 10], [5, 0], [0, 7], [6, 7]]],
  [[[6, 0], [0, 0], [0, 4], [4, 4], [6, 6], [6, 9], [4, 10], [0, 10]]],
  [[[5, 0], [1, 3], [0, 6], [0, 9], [2, 10], [5, 10], [6, 8], [5, 5], [0, 6]]],
  [[[0, 0], [6, 0], [2, 10]]],
  [[[3, 5], [0, 3], [0, 1], [2, 0], [4, 0], [6, 1], [6, 3], [3, 5], [0, 7], [0, 9], [2, 10], [4, 10], [6, 9], [6, 7], [3, 5]]],
  [[[6, 4], [1, 5], [0, 3], [1, 0], [5, 0], [6, 3], [6, 10]]],
];

const WIDTH = 160;
const HEIGHT = 60;
/** A random number in [min, max) with crypto randomness (Math.random's sequence can be predicted). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (value: number) => value.toFixed(1);

function digitPaths(digit: number, slot: number): string {
  const scale = between(3.4, 4.2);
  const angle = between(-0.35, 0.35);
  const skew = between(-0.25, 0.25);
  const centerX = 18 + slot * 29 + between(-3, 3);
  const centerY = HEIGHT / 2 + between(-5, 5);
  return GLYPHS[digit]!.map((stroke) => {
    const points = stroke.map(([gridX, gridY]) => {
      const x = (gridX! - 3 + between(-0.45, 0.45) + skew * (gridY! - 5)) * scale;
      const y = (gridY! - 5 + between(-0.45, 0.45)) * scale;
      return `${fixed(centerX + x * Math.cos(angle) - y * Math.sin(angle))} ${fixed(centerY + x * Math.sin(angle) + y * Math.cos(angle))}`;
    });
    return `<path d="M${points.join(' L')}" stroke-width="${fixed(between(2.2, 3.2))}"/>`;
  }).join('');
}

function noise(): string {
  return Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2, x3, y3] = [0, between(5, HEIGHT - 5), between(40, 120), between(0, HEIGHT), WIDTH, between(5, HEIGHT - 5)];
    return `<path d="M${fixed(x1)} ${fixed(y1)} Q${fixed(x2)} ${fixed(y2)} ${fixed(x3)} ${fixed(y3)}" stroke-width="${fixed(between(1, 1.8))}"/>`;
  }).join('');
}

/** The picture for an answer. Its own light background and dark strokes, so it reads the same in every theme. */
export function drawDigits(answer: string): string {
  const digits = [...answer].map((char, slot) => digitPaths(Number(char), slot)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="white"/><g fill="none" stroke="black" stroke-linecap="round" stroke-linejoin="round">${noise()}${digits}</g></svg>`;
}

/** The stored form of an answer (exported for tests, which plant a known answer instead of reading the picture). */
export const imageAnswerHash = (secret: string, id: string, answer: string) => hmac(secret, `image-check:${id}:${answer}`);

/** A new challenge for this browser and account: its id and picture (the answer is never sent). */
export async function newImageCheck(services: Services, account: string, browser: string): Promise<{ challengeId: string; svg: string; expiresIn: number }> {
  const id = randomToken(18);
  const answer = Array.from({ length: DIGITS }, () => String(randomInt(0, 10))).join('');
  await services.db.query(
    `insert into image_checks (id, account, browser_hash, answer_hash, expires_at) values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [id, account, browser, imageAnswerHash(services.secret, id, answer), CHALLENGE_SECONDS],
  );
  // Old unsolved challenges go; solved ones stay until spent or stale (lockout.ts reads them as passes).
  await services.db.query("delete from image_checks where expires_at < now() - interval '1 hour'");
  return { challengeId: id, svg: drawDigits(answer), expiresIn: CHALLENGE_SECONDS };
}

/**
 * Answers a challenge once. Right: the browser holds a pass for its next attempt on the account. Wrong, expired,
 * used, another browser's or another account's: false, and the challenge is gone either way.
 */
export async function solveImageCheck(services: Services, account: string, browser: string, challengeId: string, answer: string): Promise<boolean> {
  const [row] = await services.db.query<{ answer_hash: string; account: string; browser_hash: string }>(
    `update image_checks set expires_at = now() where id = $1 and expires_at > now() and solved_at is null returning answer_hash, account, browser_hash`,
    [challengeId],
  );
  if (!row || row.account !== account || row.browser_hash !== browser) return false;
  if (!safeEqual(row.answer_hash, imageAnswerHash(services.secret, challengeId, answer.trim()))) return false;
  await services.db.query('update image_checks set solved_at = now() where id = $1', [challengeId]);
  return true;
}

const refusals = defineMessages({
  digitsWrong: { id: 'server.auth.digitsWrong', defaultMessage: 'The digits do not match. Look at the new picture and try again.' },
});
export const imageCheckFailed = () => new ApiError(400, refusals.digitsWrong);
