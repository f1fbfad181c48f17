// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { endpoints } from '@academy/contract';
import { ApiError, callPath, createApi, createClient } from './client.ts';
import { refusalDetails, refusalReason } from './refusals.ts';

/** A fake server: the first calls answer 401 until the refresh endpoint has been called once. */
function fakeServer({ refreshOk = true } = {}) {
  let refreshed = false;
  const refreshCalls = vi.fn();
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === endpoints.token.path) {
      refreshCalls();
      await new Promise((resolve) => setTimeout(resolve, 20));
      refreshed = refreshOk;
      return new Response(JSON.stringify(refreshOk ? { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user_id: 'u' } : { code: 401, message: 'ended' }), { status: refreshOk ? 200 : 401 });
    }
    if (!refreshed) return new Response(JSON.stringify({ code: 401, message: 'Sign in to continue.' }), { status: 401 });
    return new Response(JSON.stringify({ code: 200, message: 'OK', data: { userId: 'u', path: url.pathname, header: request.headers.get('x-requested-with') } }), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, refreshCalls };
}

describe('api client session handling', () => {
  test('10 concurrent 401s trigger exactly one refresh, then every call succeeds', async () => {
    const server = fakeServer();
    const client = createClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    const results = await Promise.all(Array.from({ length: 10 }, () => client.call(endpoints.me)));
    expect(server.refreshCalls).toHaveBeenCalledTimes(1);
    expect(results.every((result) => (result as { userId: string }).userId === 'u')).toBe(true);
  });

  test('a failed refresh rejects the callers and signs out once via onSessionExpired', async () => {
    const server = fakeServer({ refreshOk: false });
    const onSessionExpired = vi.fn();
    const client = createClient({ baseUrl: 'http://portal.test', fetch: server.fetch, onSessionExpired });
    const results = await Promise.allSettled([client.call(endpoints.me), client.call(endpoints.me)]);
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401)).toBe(true);
    expect(server.refreshCalls).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalled();
  });

  test('calls carry the CSRF header and typed per-call functions build paths and queries', async () => {
    const server = fakeServer();
    const api = createApi(createClient({ baseUrl: 'http://portal.test', fetch: server.fetch }));
    const result = (await api.leaderboard({ params: { list: 'hotCourses' }, query: { schoolId: '1000000000000000001' } })) as unknown as { path: string; header: string };
    expect(result).toMatchObject({ path: '/api/portal/api/v1/portal/leaderboard-resource/hotCourses', header: 'XMLHttpRequest' });
  });

  test('a first-page call and a call whose route loads later both reach their paths; the api is not a promise', async () => {
    const server = fakeServer();
    const api = createApi(createClient({ baseUrl: 'http://portal.test', fetch: server.fetch }));
    expect((api as { then?: unknown }).then).toBeUndefined();
    const me = (await api.me()) as unknown as { path: string };
    const classes = (await api.classInfo({ params: { id: '2000000000000000001' } })) as unknown as { path: string };
    expect([me.path, classes.path]).toEqual([endpoints.me.path, '/api/manager/class/classInfo/2000000000000000001']);
  });
});

describe('api client requests', () => {
  const answering = () => vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'OK', data: null }), { status: 200 }));

  test('a JSON body goes as JSON, a form as a form, both with cookies and a time limit', async () => {
    const fetch = answering();
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    await client.call(endpoints.addFeedback, { body: { content: 'Hello' } as never });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.txt');
    await client.call(endpoints.addFeedback, { body: form });
    const [[jsonUrl, jsonInit], [, formInit]] = fetch.mock.calls as unknown as [[URL, RequestInit], [URL, RequestInit]];
    expect(String(jsonUrl)).toBe(`http://portal.test${endpoints.addFeedback.path}`);
    expect(jsonInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"content":"Hello"}' });
    expect(new Headers(jsonInit.headers).get('content-type')).toBe('application/json');
    expect(jsonInit.signal).toBeInstanceOf(AbortSignal);
    expect(formInit.body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect(new Headers(formInit.headers).get('content-type')).toBeNull();
  });

  test('a call about a school carries its tenantId header; other calls carry none', async () => {
    const fetch = answering();
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    await client.call(endpoints.me, { tenantId: '1000000000000000001' });
    await client.call(endpoints.me);
    const [[, withTenant], [, without]] = fetch.mock.calls as unknown as [[URL, RequestInit], [URL, RequestInit]];
    expect(new Headers(withTenant.headers).get('tenantid')).toBe('1000000000000000001');
    expect(new Headers(without.headers).has('tenantid')).toBe(false);
  });

  test('a 4xx answer rejects with the server message and status', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 400, message: 'Keyword too long' }), { status: 400 }));
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.call(endpoints.me)).rejects.toMatchObject({ name: 'ApiError', status: 400, message: 'Keyword too long' });
  });

  test('every call names the page’s language (sxz-lang), so the server words its refusals in it', async () => {
    const fetch = answering();
    let language = 'ar_SA';
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch, language: () => language });
    await client.call(endpoints.me);
    language = 'de_DE';
    await client.call(endpoints.me);
    const [[, first], [, second]] = fetch.mock.calls as unknown as [[URL, RequestInit], [URL, RequestInit]];
    expect(new Headers(first.headers).get('sxz-lang')).toBe('ar_SA');
    expect(new Headers(second.headers).get('sxz-lang')).toBe('de_DE');
  });

  test('a refusal’s details and its stable reason code, whatever language its message is in', async () => {
    const body = { code: 400, message: 'Diese Adresse gehört schon zu Ihrem Konto.', details: [{ path: 'reason', message: 'alreadyYours' }, { path: 'email', message: 'same' }, { path: 7 }] };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 400 }));
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    const failure = await client.call(endpoints.me).catch((error: unknown) => error);
    expect(refusalReason(failure)).toBe('alreadyYours');
    expect(refusalDetails(failure)).toEqual([{ path: 'reason', message: 'alreadyYours' }, { path: 'email', message: 'same' }]);
    expect(refusalReason(new ApiError(404, 'Not found.', { code: 404, message: 'Not found.' }))).toBeUndefined();
    expect(refusalReason(new Error('offline'))).toBeUndefined();
  });

  test('every refusal is shown to onRefusal before the call rejects with it; answers that are not refusals are not', async () => {
    const body = { code: 403, message: 'Accept the current terms of service and privacy policy first, then try again.', details: [{ path: 'reason', message: 'termsPending' }] };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 403 })).mockImplementationOnce(answering());
    const seen: unknown[] = [];
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch, onRefusal: (error) => seen.push(error) });
    await client.call(endpoints.me);
    expect(seen).toEqual([]);
    const failure = await client.call(endpoints.joinByInvite, { body: { token: 'x'.repeat(43) } }).catch((error: unknown) => error);
    expect(seen).toEqual([failure]);
    expect(refusalReason(seen[0])).toBe('termsPending');
  });

  test("answers sent with the page serve the first GET for exactly that call, once; later and other calls ask the server", async () => {
    const fetch = vi.fn(async (url: URL) => new Response(JSON.stringify({ code: 200, message: 'OK', data: { fresh: String(url) } }), { status: 200 }));
    const query = { schoolId: '1000000000000000001', sort: 1 as const, pageSize: 8 };
    const primedKey = callPath(endpoints.resources, { query });
    expect(primedKey).toBe(`${endpoints.resources.path}?schoolId=1000000000000000001&sort=1&pageSize=8`);
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch, primed: { [primedKey]: { code: 200, message: 'OK', data: { primed: true } } } });
    const api = createApi(client);
    expect(await api.resources({ query })).toEqual({ primed: true });
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: a revalidation gets fresh data; another query was never primed.
    expect(await api.resources({ query })).toEqual({ fresh: `http://portal.test${primedKey}` });
    await api.resources({ query: { ...query, sort: 0 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('answers nobody took are dropped after the first page', async () => {
    const fetch = answering();
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch, primed: { [callPath(endpoints.me)]: { code: 200, message: 'OK', data: { userId: 'u' } } } });
    client.forgetPrimed();
    expect(await client.call(endpoints.me)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('keyed writes (decision 0024)', () => {
  const ok = () => new Response(JSON.stringify({ code: 200, message: 'OK', data: { id: 'f1' } }), { status: 200 });
  const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('idempotency-key');
  const body = { feedbackContent: 'Kept text' } as never;

  test('a write the contract marks idempotent carries a fresh key; other calls carry none', async () => {
    const fetch = vi.fn(async () => ok());
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    await client.call(endpoints.addFeedback, { body });
    await client.call(endpoints.addFeedback, { body });
    await client.call(endpoints.addFocus, { body: {} as never });
    const [first, second, other] = fetch.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Both were answered: the second send is a new request, with a key of its own.
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(other).toBeNull();
  });

  test('an answer lost on the way (no answer, or 502/503/504) is asked again once, with the same key', async () => {
    vi.useFakeTimers();
    try {
      const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(ok())];
      const fetch = vi.fn(() => answers.shift()!());
      const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
      const result = client.call(endpoints.addFeedback, { body });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ id: 'f1' });
      expect(keyOf(fetch.mock.calls[1]!)).toBe(keyOf(fetch.mock.calls[0]!));
    } finally {
      vi.useRealTimers();
    }
  });

  test('when both tries are lost the call fails; sending the same input again keeps the key, until it is answered', async () => {
    vi.useFakeTimers();
    try {
      const unavailable = () => new Response(JSON.stringify({ code: 503, message: 'Unavailable' }), { status: 503 });
      const answers = [unavailable, unavailable, ok, ok];
      const fetch = vi.fn(async () => answers.shift()!());
      const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
      const failed = client.call(endpoints.addFeedback, { body }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await failed).toMatchObject({ name: 'ApiError', status: 503, message: 'Unavailable' });
      await client.call(endpoints.addFeedback, { body });
      await client.call(endpoints.addFeedback, { body });
      const keys = fetch.mock.calls.map(keyOf);
      expect(new Set(keys.slice(0, 3)).size).toBe(1);
      expect(keys[3]).not.toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a definite refusal (4xx) is not asked again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 422, message: 'Moderated' }), { status: 422 }));
    const client = createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.call(endpoints.addFeedback, { body })).rejects.toMatchObject({ status: 422 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
