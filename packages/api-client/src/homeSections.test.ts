// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { endpoints, type PageComposition } from '@academy/contract';
import { callPath, createApi, createClient } from './client.ts';
import { loadSections } from './homeSections.ts';

const SCHOOL = '1000000000000000001';
type Source = Extract<PageComposition['sections'][number], { type: 'cards' }>['source'];
const cards = (id: string, source: Partial<Source> = {}): PageComposition['sections'][number] => ({
  id,
  type: 'cards',
  cardKind: 2,
  title: { name: id, nameEn: id },
  titleMode: 1,
  columns: 4,
  audience: 1,
  source: { resourceType: 1, contentKind: 'course', sort: 1, zone: 0, categoryIds: [], count: 8, ...source },
});

/** A fake server whose resource list names the query it answered. */
const server = () =>
  vi.fn(async (url: URL) => new Response(JSON.stringify({ code: 200, message: 'OK', data: { list: [{ id: new URL(url).search }], total: 1 } }), { status: 200 }));

describe('loadSections', () => {
  test('sections listing the same resources share one request; a different list asks for its own', async () => {
    const fetch = server();
    const api = createApi(createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch }));
    const composition = { sections: [cards('top-rated'), cards('recommended'), cards('newest', { sort: 0 })] } as PageComposition;
    const loaded = await loadSections(api, SCHOOL, composition);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [topRated, recommended, newest] = loaded.map((section) => section.cards);
    expect(topRated).toEqual(recommended);
    expect(topRated).toMatchObject({ status: 'ready', items: [{ id: expect.stringContaining('sort=1') }] });
    expect(newest).toMatchObject({ status: 'ready', items: [{ id: expect.stringContaining('sort=0') }] });
  });

  test('one answer sent with the page fills every section that lists it, without a request', async () => {
    const fetch = server();
    const query = { schoolId: SCHOOL, sort: 1 as const, zone: 0 as const, pageSize: 8, type: 1 as const, contentKind: 'course' as const };
    const primed = { [callPath(endpoints.resources, { query })]: { code: 200, message: 'OK', data: { list: [{ id: 'primed' }], total: 1 } } };
    const api = createApi(createClient({ baseUrl: 'http://portal.test', fetch: fetch as unknown as typeof globalThis.fetch, primed }));
    const loaded = await loadSections(api, SCHOOL, { sections: [cards('top-rated'), cards('recommended')] } as PageComposition);
    expect(fetch).not.toHaveBeenCalled();
    expect(loaded.map((section) => section.cards)).toEqual([
      { status: 'ready', items: [{ id: 'primed' }] },
      { status: 'ready', items: [{ id: 'primed' }] },
    ]);
  });
});
