import type { Access, Endpoint, Method } from './endpoint.ts';

/** What the browser needs to make a call: no schemas (the server validates; types come from `import type`). */
export type Route = { method: Method; path: string; access: Access; raw?: boolean; idempotent?: boolean };

export function routesOf(endpoints: Record<string, Endpoint>): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([id, { method, path, access, raw, idempotent }]) => [id, { method, path, access, ...(raw ? { raw } : {}), ...(idempotent ? { idempotent } : {}) }]),
  );
}

/**
 * The calls the portal's first page makes (layouts, home, sign-in, upload): their routes ship with the entry
 * (`@academy/contract/routes/start`). Every other route loads on the first call that needs it, so the entry does
 * not grow with each new call of the contract (issue 18's home budget).
 */
export const START_ROUTE_IDS = [
  'token', 'me', 'logout', 'sendSmsCode', 'sendEmailCode', 'imageCheckChallenge', 'imageCheckAnswer',
  'schoolDetails', 'navigations', 'footer', 'bulletin', 'pagesVersion', 'pages', 'pagesV2', 'resources', 'leaderboard', 'uploadUrl', 'uploadFile',
  // Every signed-in page asks whether newer terms wait for acceptance (apps/portal/src/layouts/AgreementGate.tsx).
  'compareAndSignAgreements',
] as const;

/** Splits the routes into those of the first page and the rest (scripts/build-contract-routes.ts writes both). */
export function splitRoutes(routes: Record<string, Route>): { start: Record<string, Route>; rest: Record<string, Route> } {
  const startIds = new Set<string>(START_ROUTE_IDS);
  const entries = Object.entries(routes);
  return {
    start: Object.fromEntries(entries.filter(([id]) => startIds.has(id))),
    rest: Object.fromEntries(entries.filter(([id]) => !startIds.has(id))),
  };
}
