import { expect, test } from 'vitest';
import { endpoints } from './endpoints.ts';
import { routes } from './routes.generated.ts';
import { routesOf } from './routes.ts';

test('routes.generated.ts matches the endpoints (else run: npx tsx scripts/build-contract-routes.ts)', () => {
  expect(routes).toEqual(routesOf(endpoints));
});
