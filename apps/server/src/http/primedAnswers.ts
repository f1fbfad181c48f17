import type { Hono } from 'hono';
import { callPath, createApi, createClient, loadSections, PRIMED_ANSWERS_ID, type SectionData } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import type { AppEnv } from './context.ts';

export type Visitor = { cookie: string; signedIn: boolean };

const TOKEN_PATH = callPath(routes.token);

/**
 * The API as the browser calls it, answered by this server in-process with the visitor's cookies, so every rule and
 * tenant check is the one the browser's request would meet; `onAnswer` sees each successful JSON GET (path and query
 * as the client asks, `callPath`, and the text as the API wrote it).
 */
export function inProcessApi(app: Hono<AppEnv>, visitor: Visitor, onAnswer?: (key: string, text: string) => void) {
  const client = createClient({
    baseUrl: 'http://localhost',
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // Never a token refresh on the visitor's behalf: its new cookies would not reach the browser.
      if (url.pathname === TOKEN_PATH) return new Response(null, { status: 401 });
      const headers = new Headers(init?.headers);
      if (visitor.cookie) headers.set('cookie', visitor.cookie);
      const response = await app.request(url.toString(), { ...init, headers });
      if (!onAnswer || init?.method !== 'GET' || !response.ok || !response.headers.get('content-type')?.startsWith('application/json')) return response;
      const text = await response.text();
      onAnswer(`${url.pathname}${url.search}`, text);
      return new Response(text, { status: response.status, headers: response.headers });
    },
  });
  return createApi(client);
}

/**
 * The answers a school home asks for as it starts (the portal layout's loader and the home's: school, navigation,
 * footer, bulletin, session, page, and every section's lists), asked of this server in-process with the visitor's
 * cookies, so every rule and tenant check is the one the browser's request would meet. Only successful GETs are
 * kept; the page asks for anything missing itself. Keyed by path and query, as the client asks (`callPath`). Also
 * the sections as loaded, for the page's reading view.
 */
export async function homeAnswers(app: Hono<AppEnv>, schoolId: string, visitor: Visitor): Promise<{ answers: Map<string, string>; sections: SectionData[] }> {
  // Each answer's JSON text as the API wrote it: put into the page as is, not parsed and written again.
  const answers = new Map<string, string>();
  const api = inProcessApi(app, visitor, (key, text) => answers.set(key, text));
  const query = { schoolId };
  let sections: SectionData[] = [];
  // The same calls, with the same inputs, as apps/portal/src/layouts/portalLoader.ts and pages/home/homeLoader.ts.
  await Promise.allSettled([
    api.navigations({ query }),
    api.footer({ query }),
    api.bulletin({ query }),
    api.schoolDetails({ query }),
    visitor.signedIn ? api.me({ silent: true }) : null,
    api.pagesVersion({ query })
      .then(({ version }) => (version === 1 ? api.pages : api.pagesV2)({ query }))
      .then((page) => loadSections(api, schoolId, page.composition))
      .then((loaded) => {
        sections = loaded;
      }),
  ]);
  return { answers, sections };
}

/** The answers as a JSON block the page reads before its first request; `<` escaped so no text can end the element. */
export function primedAnswersElement(answers: Map<string, string>): string {
  if (answers.size === 0) return '';
  const entries = [...answers].map(([key, text]) => `${JSON.stringify(key)}:${text}`);
  // Inside JSON, `<` only occurs in strings, where \u003c reads the same.
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${json}</script>`;
}
