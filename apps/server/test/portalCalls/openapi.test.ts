import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

test('the API description lists every portal call of issue 22 part 4, each with what it does', async () => {
  const paths = (await browser(server).get('/api/openapi.json')).body.paths as Record<string, Record<string, { summary: string }>>;
  const P = '/api/portal/api/v1/portal';
  const expected: [string, string][] = [
    [`${P}/search-video-resource`, 'get'], [`${P}/exam-search-resource`, 'get'], [`${P}/v2/exam-search-resource`, 'get'], [`${P}/class-search-resource`, 'get'],
    [`${P}/search-knowledge-resource`, 'get'], [`${P}/v2/special-search-resource`, 'get'], [`${P}/exam-resource`, 'get'], [`${P}/knowledge-resource`, 'get'],
    [`${P}/boutique-live-resource`, 'get'], [`${P}/learning-map-resource`, 'get'], [`${P}/manager-resource`, 'get'], [`${P}/publish/resource`, 'get'],
    ['/api/search/v1/search/hottest-cards', 'get'], [`${P}/exam-ticket-switch`, 'get'], [`${P}/exam-ticket-resource`, 'get'],
    [`${P}/honor-card-data`, 'post'], [`${P}/getVisibleResources`, 'post'], [`${P}/manualUpdateMore`, 'get'], [`${P}/auto-update-resource`, 'post'],
    [`${P}/school-logo-list`, 'get'], [`${P}/school-isdecorated`, 'get'], [`${P}/select-user-renovation`, 'get'], [`${P}/isVisible`, 'get'], [`${P}/pages-version`, 'get'],
    ['/api/live/v1/scheduleLiveBroadcast', 'get'], ['/api/live/v1/open/scheduleLiveBroadcast/global', 'get'], ['/api/live/v1/batchSelectIsAppointment', 'post'],
    ['/api/live/v1/appointment/{id}', 'put'], ['/api/live/v1/appointment/{id}', 'delete'],
    ['/api/km/v1/communities/sections', 'get'], ['/api/km/v1/communities/sections/{id}/subscription', 'put'], ['/api/km/v1/communities/posts', 'get'],
    ['/api/km/v1/communities/posts', 'post'], ['/api/km/v1/communities/posts/{id}', 'get'], ['/api/km/v1/communities/posts/{id}/comments', 'post'],
    ['/api/km/v1/communities/post/activity/enrollment/{id}', 'put'], ['/api/km/v1/text-moderation/sync', 'post'],
    ['/api/category/v1/categories/selectByCategoryId', 'get'], ['/api/category/v1/facets/first', 'get'], ['/api/category/v1/facets/first/child', 'get'],
  ];
  const missing = expected.filter(([path, method]) => !(paths[path]?.[method]?.summary.length ?? 0));
  expect(missing).toEqual([]);
});
