import { expect, test } from 'vitest';
import { endpoints } from './endpoints.ts';
import { routes } from './routes.generated.ts';
import { startRoutes } from './routes.start.generated.ts';
import { routesOf, splitRoutes } from './routes.ts';

test('routes.generated.ts and routes.start.generated.ts match the endpoints (else run: npx tsx scripts/build-contract-routes.ts)', () => {
  expect(routes).toEqual(routesOf(endpoints));
  expect(startRoutes).toEqual(splitRoutes(routesOf(endpoints)).start);
});
