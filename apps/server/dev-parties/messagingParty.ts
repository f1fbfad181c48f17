import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A small messaging-app authorization server (welink, hw and imc have this shape) for tests and the demo, on
 * 127.0.0.1, a spare port:
 * - `GET /authorize?client_id&redirect_uri&state` shows "Continue as {name}" (the app's signed-in user) and sends the
 *   browser back to the registered redirect_uri with a code and the state;
 * - `POST /token` (client id + secret, code, redirect_uri) answers an access token; a code works once, only for the
 *   client and redirect_uri it was issued to;
 * - `GET /userinfo` (Bearer) answers the app's user id, name and tenant;
 * - `GET /signed-out` is where an enterprise cloud session (login method 2) ends: "You are signed out", with a link
 *   back to the sign-in of the portal that sent the browser (its Referer), only when that origin is a registered one.
 * `failWith('030025')` makes the token call answer the app's failure code, as the real app does when free login fails.
 */
export type MessagingUser = { userId: string; name: string; tenantId: string; email?: string };
export type MessagingClient = { clientId: string; clientSecret: string; redirectUris: string[] };

export type MessagingParty = {
  url: string;
  /** The app's signed-in user (who "Continue as" signs in). */
  signInAs(user: MessagingUser): void;
  /** From now on the token call answers this failure code (null: normal again). */
  failWith(code: string | null): void;
  /** A code as the app would hand it to a page opened inside it (no authorization page). */
  issueCode(clientId: string, redirectUri: string, user?: MessagingUser): string;
  stop(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const CODE_SECONDS = 300;

export async function startMessagingParty(options: { clients: MessagingClient[]; user?: MessagingUser }): Promise<MessagingParty> {
  const clients = new Map(options.clients.map((client) => [client.clientId, client]));
  let current: MessagingUser = options.user ?? { userId: 'wl-0001', name: 'Wang Li', tenantId: 'tenant-demo' };
  let failure: string | null = null;
  const codes = new Map<string, { clientId: string; redirectUri: string; user: MessagingUser; expires: number }>();
  const tokens = new Map<string, MessagingUser>();

  const issueCode = (clientId: string, redirectUri: string, user = current) => {
    const code = randomBytes(18).toString('base64url');
    codes.set(code, { clientId, redirectUri, user, expires: Date.now() + CODE_SECONDS * 1000 });
    return code;
  };

  // Only an origin some client registered a redirect URI on: the page never links to an address it was not given.
  const registeredOrigin = (referer: string | undefined) => {
    const origin = referer && URL.canParse(referer) ? new URL(referer).origin : null;
    const known = options.clients.flatMap((client) => client.redirectUris.map((uri) => new URL(uri).origin));
    return origin && known.includes(origin) ? origin : null;
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return (req.headers['content-type'] ?? '').includes('json') ? new URLSearchParams(JSON.parse(text || '{}')) : new URLSearchParams(text);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const client = clients.get(url.searchParams.get('client_id') ?? '');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (req.method === 'GET' && (url.pathname === '/authorize' || url.pathname === '/authorize/continue')) {
      // Exact match, as a real authorization server must: never send a code to an address it was not given.
      if (!client || !client.redirectUris.includes(redirectUri)) return json(res, 400, { code: '030001', message: 'unknown client or redirect_uri' });
      const state = url.searchParams.get('state') ?? '';
      if (url.pathname === '/authorize') {
        const next = new URL(url);
        next.pathname = '/authorize/continue';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Messaging app</title></head><body><main><h1>Messaging app</h1><p><a href="${escapeHtml(next.pathname + next.search)}">Continue as ${escapeHtml(current.name)}</a></p></main></body></html>`);
        return;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(client.clientId, redirectUri));
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = await readForm(req);
      if (failure) return json(res, 200, { code: failure, message: 'free login failed' });
      const caller = clients.get(form.get('client_id') ?? '');
      if (!caller || caller.clientSecret !== form.get('client_secret')) return json(res, 401, { code: '030002', message: 'invalid client' });
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expires < Date.now() || issued.clientId !== caller.clientId || issued.redirectUri !== form.get('redirect_uri')) {
        return json(res, 400, { code: '030025', message: 'invalid or used code' });
      }
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, issued.user);
      return json(res, 200, { code: '000000', access_token: accessToken, token_type: 'Bearer', expires_in: 600 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return json(res, 401, { code: '030003', message: 'invalid token' });
      return json(res, 200, { code: '000000', user_id: user.userId, name: user.name, tenant_id: user.tenantId, email: user.email ?? null });
    }
    if (req.method === 'GET' && url.pathname === '/signed-out') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      const back = registeredOrigin(req.headers.referer);
      const link = back ? `<p><a href="${escapeHtml(`${back}/login/index`)}">Back to sign-in</a></p>` : '';
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>Signed out</h1><p>You are signed out of the enterprise cloud.</p>${link}</main></body></html>`);
      return;
    }
    json(res, 404, { code: '404', message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    signInAs: (user) => {
      current = user;
    },
    failWith: (code) => {
      failure = code;
    },
    issueCode,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
