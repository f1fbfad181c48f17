import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import enUS from '../../../../packages/i18n/catalogs/en_US.json';
import { appRoutes } from './table.tsx';
import { pageModules } from './pageModules.ts';
import { lecturingPageModules } from './lecturingPageModules.ts';
import { titleOf } from './handle.ts';

const flatten = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const routes = flatten(appRoutes);

describe('the route table', () => {
  test('every route title is a message of the catalogue (titles are referred to by id)', () => {
    const ids = routes.flatMap((route) => ['https://x.test/', 'https://x.test/?type=store'].map((url) => String(titleOf(route.handle, new URL(url))?.id ?? '')));
    const titled = ids.filter((id) => id !== '');
    expect(titled.length).toBeGreaterThan(60);
    expect(titled.filter((id) => !Object.hasOwn(enUS, id))).toEqual([]);
  });

  test('every page of the lazily loaded page table is used by a route, and loads', async () => {
    // Vitest runs from the repository's root.
    const tableSource = readFileSync(join(process.cwd(), 'apps/portal/src/routes/table.tsx'), 'utf8');
    const unused = [...Object.keys(pageModules), ...Object.keys(lecturingPageModules)].filter((name) => !tableSource.includes(`lazyPage('${name}')`));
    expect(unused).toEqual([]);
    // Each table holds its own pages: lecturing-center pages in the lecturing table only.
    expect(Object.keys(pageModules).filter((name) => name.startsWith('lecturing/'))).toEqual([]);
    expect(Object.keys(lecturingPageModules).every((name) => name.startsWith('lecturing/'))).toBe(true);
    const lecturing = await lecturingPageModules['lecturing/lecturingData']();
    expect(typeof lecturing.lecturingLoader).toBe('function');
  });
});
