// Steady mixed traffic for the fault script, keeping every request's outcome: anonymous portal HTML, two signed-in
// API reads and a feedback write carrying a unique marker (so the database can say afterwards whether each write
// was committed). Like a browser, a GET that fails on a reused keep-alive connection the server had just closed is
// sent once more on a new one. Like the portal's client (decision 0024), a write carries an Idempotency-Key and,
// when its answer is lost (no answer, 502, 503, 504), is sent once more with the same key after a second. After a refusal or a failed connection a client pauses
// 200 ms before its next request (a page does not ask again in a tight loop; Retry-After is longer than that, but a
// short pause measures recovery finely).
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLASS_SEARCH, FEEDBACK, HOME, ME, SCHOOL } from './client.mjs';

const KINDS = ['html', 'search', 'me', 'write'];
const PAUSE_MS = 200;
const RESEND_MS = 1_000;
const outcomeUnknown = (result) => Boolean(result.error) || [502, 503, 504].includes(result.status);

function send(agent, origin, { method, path, headers = {}, body: payload }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const req = httpRequest(new URL(path, origin), { method, agent, headers: { 'accept-encoding': 'gzip', ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) }, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        let body = raw;
        try {
          body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        } catch {
          body = Buffer.alloc(0); // a truncated body does not count as readable
        }
        resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'], contentType: response.headers['content-type'] ?? '', body, ms: Date.now() - started, reused: req.reusedSocket });
      });
      response.on('error', (error) => resolve({ error: error.code ?? error.message, ms: Date.now() - started, reused: req.reusedSocket }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ error: error.code ?? error.message, ms: Date.now() - started, reused: req.reusedSocket }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Does a refusal carry something the client can show: the server's JSON message, or a readable HTML page? */
function readable(result) {
  if (result.contentType.includes('application/json')) {
    try {
      return typeof JSON.parse(result.body.toString('utf8')).message === 'string';
    } catch {
      return false;
    }
  }
  return result.contentType.includes('text/html') && result.body.length > 0;
}

/** Starts `concurrency` loops against `origin`; stop() resolves with every outcome ({kind, at, status|error, …}). */
export function startTraffic(origin, token, { concurrency = 16, runId = Date.now().toString(36) } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const auth = { authorization: `Bearer ${token}`, tenantId: SCHOOL };
  const outcomes = [];
  const state = { running: true };
  let sequence = 0;
  const requestFor = (kind) => {
    if (kind === 'html') return { method: 'GET', path: HOME };
    if (kind === 'search') return { method: 'GET', path: CLASS_SEARCH, headers: auth };
    if (kind === 'me') return { method: 'GET', path: ME, headers: auth };
    const marker = `fault-${runId}-${(sequence += 1)}`;
    return { method: 'POST', path: FEEDBACK, headers: { ...auth, 'idempotency-key': `${marker}-key`.padEnd(16, '0') }, marker, body: JSON.stringify({ feedbackType: 0, feedbackContent: marker, allowContact: 0, tenantId: SCHOOL, clientType: '1' }) };
  };
  const loop = async (worker) => {
    for (let i = worker; state.running; i += 1) {
      const kind = KINDS[i % KINDS.length];
      const spec = requestFor(kind);
      const at = Date.now();
      let result = await send(agent, origin, spec);
      let retried = false;
      if (result.error && result.reused && spec.method === 'GET') {
        retried = true;
        result = await send(agent, origin, spec);
      } else if (spec.method === 'POST' && outcomeUnknown(result)) {
        retried = true;
        await new Promise((resolve) => setTimeout(resolve, RESEND_MS));
        result = await send(agent, origin, spec);
      }
      outcomes.push({ kind, method: spec.method, marker: spec.marker, at, retried, status: result.status, error: result.error, retryAfter: result.retryAfter, readable: result.status ? readable(result) : false, ms: result.ms });
      if (result.error || result.status >= 500) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const workers = Array.from({ length: concurrency }, (_, worker) => loop(worker));
  return {
    outcomes,
    async stop() {
      state.running = false;
      await Promise.all(workers);
      agent.destroy();
      return outcomes;
    },
  };
}
