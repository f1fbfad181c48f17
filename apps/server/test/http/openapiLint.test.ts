import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { lintOpenApi } from '../../../../scripts/openapi-lint.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const served = async () => (await server.app.request('http://localhost/api/openapi.json')).json();

test('the served API description passes Redocly’s recommended rules with 0 errors (accepted warnings: README)', async () => {
  const { status, output } = lintOpenApi(await served());
  expect(output).not.toMatch(/^error/m);
  expect(status).toBe(0);
}, 60_000);

test('security schemes are declared and used per operation; downloads and redirects say what they are', async () => {
  const document = await served();
  expect(Object.keys(document.components.securitySchemes)).toEqual(expect.arrayContaining(['cookieSession', 'bearerToken', 'openIdConnect', 'clientSecretBasic']));
  const operations = Object.values(document.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> }>>).flatMap((item) => Object.values(item));
  expect(operations.filter((operation) => !operation.security)).toEqual([]);
  expect(document.paths['/api/accounts/users/me'].get.security).toEqual([{ cookieSession: [] }, { bearerToken: [] }]);
  const types = (path: string) => Object.keys(document.paths[path].get.responses[200].content);
  expect(types('/api/manager/downloadStudent/{classId}')).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  expect(types('/api/manager/lecture/liveCalendar/{id}')).toEqual(['text/calendar']);
  expect(types('/api/manager/attachment/download/{id}')).toContain('application/pdf');
  expect(document.paths['/api/auth/open/third/saml/login'].get.responses).toHaveProperty('302.headers.Location');
  expect(document.paths['/api/auth/open/thirdlogin/saml/acs'].post.responses).toHaveProperty('303');
  expect(document.paths['/api/accounts/skip'].get).toBeDefined();
  expect(document.paths['/api/manager/class/studentscreen/{classId}'].get).toBeDefined();
});
