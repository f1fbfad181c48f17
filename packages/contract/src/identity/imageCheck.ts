import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The image check (issue 20): after repeated wrong codes or many code requests, a client (this browser and
 * address) must solve a picture of digits before each further attempt on that account. Other clients are not
 * affected. `GET …/code/imagevalid` (endpoints.ts) says whether this client must.
 */
const BASE = '/api/accounts/open/login/account/open/code';

/**
 * A code request or sign-in refused until the image check is passed answers 403 with this in `details[0].path`, so
 * a client tells it from other refusals without reading the message.
 */
export const IMAGE_CHECK_REQUIRED = 'imageCheck';
/** A code that is wrong, or expired or spent, answers 400 with this in `details[0].path` and `wrong` or `expired` as its message. */
export const CODE_REFUSED = 'code';
/** A client that must wait before its next code request or sign-in answers 429 with this in `details[0].path` and the seconds as its message. */
export const RETRY_AFTER = 'retryAfter';
const Account = z.string().trim().toLowerCase().min(1).max(254);

export const ImageChallenge = z.object({
  challengeId: z.string(),
  /** An SVG picture of the digits (paths only; show it as an image). */
  svg: z.string(),
  expiresIn: z.number().int(),
});
export type ImageChallenge = z.infer<typeof ImageChallenge>;

export const imageCheckEndpoints = {
  imageCheckChallenge: endpoint({
    tag: 'auth', method: 'POST', path: `${BASE}/image`, access: 'public',
    summary: 'A new image check for this browser and account: a picture of five digits, answered once within two minutes',
    body: z.object({ account: Account }), response: ImageChallenge,
  }),
  imageCheckAnswer: endpoint({
    tag: 'auth', method: 'POST', path: `${BASE}/imagevalid`, access: 'public',
    summary: 'Answers an image check; right, this browser may make its next attempt on the account (the challenge is spent either way)',
    body: z.object({ account: Account, challengeId: z.string().trim().min(1).max(64), answer: z.string().trim().min(1).max(10) }),
    response: z.object({ passed: z.boolean() }),
  }),
};
