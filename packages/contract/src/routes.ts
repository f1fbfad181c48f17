import type { Access, Endpoint, Method } from './endpoint.ts';

/** What the browser needs to make a call: no schemas (the server validates; types come from `import type`). */
export type Route = { method: Method; path: string; access: Access; raw?: boolean };

export function routesOf(endpoints: Record<string, Endpoint>): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([id, { method, path, access, raw }]) => [id, raw ? { method, path, access, raw } : { method, path, access }]),
  );
}
