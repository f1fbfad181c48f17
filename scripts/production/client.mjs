// What the load and fault scripts need of a client: a signed-in access token (the code read from the sink's
// outbox, as a user reads their SMS), kept in .prod/tokens.json while it is valid so repeated runs stay under the
// one-code-a-minute limit, and a few fixed addresses of the demo.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, PROD, sleep } from './paths.mjs';

export const SCHOOL = '1000000000000000001';
export const LECTURER = '13800000002';
export const LEARNER = '13800000001';
export const HOME = `/portal/${SCHOOL}`;
export const CLASS_SEARCH = `/api/manager/lectureclass/searchbycondition?tenantId=${SCHOOL}&pageSize=20`;
export const ME = '/api/accounts/users/me';
export const FEEDBACK = '/api/school/feedback/addFeedback';

const tokensFile = join(PROD, 'tokens.json');
const readTokens = () => (existsSync(tokensFile) ? JSON.parse(readFileSync(tokensFile, 'utf8')) : {});

async function codeFor(mobile, after) {
  for (let i = 0; i < 40; i += 1) {
    const entries = existsSync(paths.outbox) ? JSON.parse(readFileSync(paths.outbox, 'utf8')) : [];
    const entry = entries.filter((item) => item.to === mobile && item.at >= after).at(-1);
    if (entry) return entry.code;
    await sleep(100);
  }
  throw new Error(`no code for ${mobile} arrived in ${paths.outbox}`);
}

/** A Bearer token for `mobile`, valid for at least `minutes` more. */
export async function accessToken(origin, mobile, minutes = 10) {
  const cached = readTokens()[mobile];
  if (cached && cached.expiresAt - Date.now() > minutes * 60_000) return cached.token;
  for (;;) {
    const after = new Date().toISOString();
    const sent = await fetch(`${origin}/api/accounts/open/login/sms-code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile }) });
    if (sent.status === 429) {
      console.log(`sign-in: a code for ${mobile} went out less than a minute ago; waiting to ask again`);
      await sleep(15_000);
      continue;
    }
    if (!sent.ok) throw new Error(`code not sent to ${mobile}: ${sent.status} ${await sent.text()}`);
    const code = await codeFor(mobile, after);
    // A code is good only in the browser that asked for it: its login_browser cookie goes with the token request.
    const browser = sent.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const response = await fetch(`${origin}/api/auth/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser }, body: new URLSearchParams({ grant_type: 'sms_code', mobile, code }) });
    if (!response.ok) throw new Error(`sign-in of ${mobile} failed: ${response.status} ${await response.text()}`);
    const body = await response.json();
    const token = body.access_token ?? body.data?.access_token;
    const expiresIn = body.expires_in ?? body.data?.expires_in ?? 900;
    writeFileSync(tokensFile, JSON.stringify({ ...readTokens(), [mobile]: { token, expiresAt: Date.now() + expiresIn * 1000 } }));
    return token;
  }
}
