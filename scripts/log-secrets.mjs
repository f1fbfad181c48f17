// The server's structured log must never carry what lets someone act as a user (issue 23): sign-in codes, access
// and refresh tokens, cookies, passwords, lab codes. scripts/e2e.mjs runs the whole end-to-end suite against a
// server logging every request (LOG_LEVEL=info) and hands its log here with the codes the run really sent.

/** Token shapes the server makes: access tokens (base64url payload . signature), refresh tokens (r1.<hmac>). */
const TOKEN_SHAPES = [/\b[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{40,}\b/, /\br1\.[A-Za-z0-9_-]{40,}/];
/** Keys whose values are secrets; any value but the redaction marker is a leak. */
const SECRET_KEYS = /^(authorization|cookie|set-cookie|password|code|token|access_token|refresh_token|secret|labSecret|x-lab-secret)$/i;

function* entries(value, path = []) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) yield* entries(inner, [...path, key]);
  } else yield [path, value];
}

/**
 * Every structured (JSON) line of a log, checked. Returns the problems (empty when clean), how many lines were read
 * and the newest line's time, so a caller can refuse a vacuous pass (a log that stopped early searches nothing).
 * Other lines (the demo's console messages) are not the log.
 */
export function findLogSecrets(text, codes = []) {
  const problems = [];
  let lines = 0;
  let requests = 0;
  let lastTime = null;
  // A code stands alone: a run of its digits inside a longer number or a random id (reqId is base36 time + hex, so
  // "…e464293b…" turns up by chance in a long run) is not the code.
  const codePatterns = [...new Set(codes)].map((code) => ({ code, pattern: new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`) }));
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.startsWith('{')) continue;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    lines += 1;
    if (record.reqId) requests += 1;
    if (typeof record.time === 'string' && (!lastTime || record.time > lastTime)) lastTime = record.time;
    const where = `line ${index + 1}`;
    for (const [path, value] of entries(record)) {
      const key = path.at(-1);
      if (key && SECRET_KEYS.test(key) && value !== '[redacted]') problems.push(`${where}: ${path.join('.')} is logged`);
      if (typeof value !== 'string') continue;
      if (TOKEN_SHAPES.some((shape) => shape.test(value))) problems.push(`${where}: ${path.join('.')} holds something shaped like a token`);
      for (const { code, pattern } of codePatterns) if (pattern.test(value)) problems.push(`${where}: ${path.join('.')} holds the sign-in code ${code}`);
    }
  }
  return { problems, lines, requests, lastTime };
}
