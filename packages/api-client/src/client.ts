// Types only from the contract, and its zod-free route tables at run time: the browser never loads zod. The first
// page's routes come with the entry; the rest load on the first call that needs one (START_ROUTE_IDS).
import type { Endpoint, Endpoints, QueryOf, BodyOf, ResponseOf, Route } from '@academy/contract';
import { startRoutes } from '@academy/contract/routes/start';
import { LANG_HEADER } from '@academy/rules';

/** A failed call, with the server's message (4xx bodies always carry one) and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type CallInput<E> = {
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
  params?: Record<string, string>;
  /** A failed refresh just rejects, without signing out (checking whether anyone is signed in). */
  silent?: boolean;
  /** The school the call is about, sent as the `tenantId` header (spec §7: class calls carry a tenant header). */
  tenantId?: string;
};

export type ClientOptions = {
  /** Origin of the API; the page's own origin by default. */
  baseUrl?: string;
  /**
   * Answers the server already gave with the page (path and query → JSON payload, see `callPath`): a GET for one of
   * them takes it instead of a request, once. The server sends the home's answers with its HTML (decision 0014).
   */
  primed?: Record<string, unknown>;
  /** The language of the page (a locale code such as ar_SA), sent as the `sxz-lang` header: the server words its refusals in it. */
  language?: () => string;
  /** Called once when a refresh fails: the portal signs out to the login page (spec §8). */
  onSessionExpired?: () => void;
  /** Called with every refusal before the call rejects with it: the portal answers some reasons the same on every page. */
  onRefusal?: (error: ApiError) => void;
  fetch?: typeof fetch;
};

/** A call the server has not answered in this time fails (a stalled request would otherwise never settle). */
const TIMEOUT_MS = 30_000;

/** How long a keyed write waits before it is sent once more, when its first answer was lost (decision 0024). */
const RESEND_MS = 1_000;

/** No answer, or the balancer's word that the instance did not give one: the write may or may not have been done. */
const outcomeUnknown = (response: Response | null) => response === null || response.status === 502 || response.status === 503 || response.status === 504;

/** 128 random bits as hex: crypto.randomUUID needs a secure context, getRandomValues does not. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const TOKEN_PATH = startRoutes.token.path;

/** The id of the `<script type="application/json">` the server puts a page's primed answers in. */
export const PRIMED_ANSWERS_ID = 'primed-answers';

/** A call's path and query (`/api/…?schoolId=…`), as the client requests it: the key of a primed answer. */
export function callPath(definition: Route, input: Pick<CallInput<Endpoint>, 'params' | 'query'> = {}): string {
  const path = definition.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The portal's HTTP client: cookies included, CSRF header on every call, and on a 401 one token refresh —
 * concurrent 401s share that single refresh (single flight) — then the call is retried once. Plain `fetch`: every
 * page loads this client at start, and it needs nothing a wrapper library adds (decision 0013).
 */
export function createClient(options: ClientOptions = {}) {
  const base = options.baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  let refreshing: Promise<boolean> | null = null;
  const primed = new Map(Object.entries(options.primed ?? {}));

  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** Cookies included, the CSRF header on every call, a JSON body as JSON. */
  function request(url: URL, method: string, body?: unknown, tenantId?: string, key?: string): Promise<Response> {
    const headers = new Headers({ 'x-requested-with': 'XMLHttpRequest' });
    if (tenantId) headers.set('tenantId', tenantId);
    if (key) headers.set('Idempotency-Key', key);
    const language = options.language?.();
    if (language) headers.set(LANG_HEADER, language);
    const isRaw = body instanceof FormData || body instanceof URLSearchParams;
    if (body !== undefined && !isRaw) headers.set('content-type', 'application/json');
    const payload = body === undefined ? undefined : isRaw ? body : JSON.stringify(body);
    return fetchImpl(url, { method, credentials: 'include', headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  /** One refresh at a time: every caller waiting on a 401 awaits the same promise. */
  function refresh(): Promise<boolean> {
    refreshing ??= request(new URL(TOKEN_PATH, base), 'POST', new URLSearchParams({ grant_type: 'refresh_token' }))
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        setTimeout(() => {
          refreshing = null;
        }, 0);
      });
    return refreshing;
  }

  /**
   * Keys of keyed writes whose outcome is unknown, by what was sent: the same request sent again (the user presses
   * Send once more on the kept form) carries the same key, so the server does it at most once (decision 0024).
   */
  const unsettled = new Map<string, string>();

  async function send(definition: Route, input: CallInput<Endpoint>): Promise<Response> {
    const url = new URL(callPath(definition, input), base);
    if (!definition.idempotent || input.body instanceof FormData) return request(url, definition.method, input.body, input.tenantId);
    const sent = `${definition.method} ${url} ${input.tenantId} ${JSON.stringify(input.body)}`;
    const key = unsettled.get(sent) ?? newKey();
    unsettled.set(sent, key);
    let failure: unknown;
    const attempt = () => request(url, definition.method, input.body, input.tenantId, key).catch((error: unknown) => ((failure = error), null));
    let response = await attempt();
    // Its answer was lost: once more, with the same key, after a moment (another instance may answer).
    if (outcomeUnknown(response)) response = await new Promise((resolve) => setTimeout(resolve, RESEND_MS)).then(attempt);
    if (!outcomeUnknown(response)) unsettled.delete(sent);
    if (!response) throw failure;
    return response;
  }

  /** One call; `E` (the contract's endpoint type) gives the input and result types, `definition` the route. */
  async function call<E extends Endpoint>(definition: Route, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    if (definition.method === 'GET' && primed.size > 0) {
      const key = callPath(definition, input as CallInput<Endpoint>);
      if (primed.has(key)) {
        const payload = primed.get(key);
        primed.delete(key);
        return (definition.raw ? payload : (payload as { data: unknown }).data) as ResponseOf<E>;
      }
    }
    let response = await send(definition, input as CallInput<Endpoint>);
    if (response.status === 401 && definition.path !== TOKEN_PATH) {
      if (await refresh()) response = await send(definition, input as CallInput<Endpoint>);
      else if (definition.access !== 'public' && !input.silent) options.onSessionExpired?.();
    }
    const payload = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (payload as { message?: string } | null)?.message ?? `Request failed (${response.status})`;
      const error = new ApiError(response.status, message, payload);
      options.onRefusal?.(error);
      throw error;
    }
    return (definition.raw ? payload : (payload as { data: unknown }).data) as ResponseOf<E>;
  }

  /** Drops the answers nobody took: after the first page, data comes fresh from the server. */
  function forgetPrimed() {
    primed.clear();
  }

  return { call, refresh, forgetPrimed };
}

export type Client = ReturnType<typeof createClient>;

export type Api = { [K in keyof Endpoints]: (input?: CallInput<Endpoints[K]>) => Promise<ResponseOf<Endpoints[K]>> };

/** The route of a call: the first page's at once, any other from the full table, loaded once when first needed. */
async function routeOf(id: string): Promise<Route> {
  const start = (startRoutes as Record<string, Route>)[id];
  if (start) return start;
  const { routes } = await import('@academy/contract/routes');
  const route = (routes as Record<string, Route>)[id];
  if (!route) throw new Error(`The contract has no call named ${id}`);
  return route;
}

/**
 * One typed function per call of the contract: `api.me()`, `api.resources({ query: { schoolId } })`. A proxy, so
 * the entry need not hold every call's name; it answers no `then` (the object is not a promise) and no symbols.
 */
export function createApi(client: Client): Api {
  const calls = new Map<string, (input?: CallInput<Endpoint>) => Promise<unknown>>();
  return new Proxy({} as Api, {
    get(_, id) {
      if (typeof id !== 'string' || id === 'then' || id === 'toJSON') return undefined;
      let call = calls.get(id);
      if (!call) {
        call = (input) => routeOf(id).then((route) => client.call(route, input));
        calls.set(id, call);
      }
      return call;
    },
  });
}
