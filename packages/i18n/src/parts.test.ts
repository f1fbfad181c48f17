import { describe, expect, test } from 'vitest';
import { LOCALE_CODES } from '@academy/rules';
import areas from '../areas.json';
import { loadCatalog, loadMessages, PSEUDO_LOCALE, type CatalogId, type MessageArea } from './index.ts';

const AREAS = Object.keys(areas).filter((key) => key !== '$comment') as MessageArea[];

describe('catalogue parts (core and areas)', () => {
  test.each<CatalogId>([...LOCALE_CODES, PSEUDO_LOCALE])('%s: core and every area together are the whole catalogue', async (code) => {
    expect(await loadCatalog(code, AREAS)).toEqual(await loadMessages(code));
  });

  test('the core part holds no message of an area, and each area only its own', async () => {
    const core = await loadCatalog('en_US', []);
    const prefixes = AREAS.flatMap((area) => areas[area]);
    expect(Object.keys(core).filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))).toEqual([]);
    for (const area of AREAS) {
      const withArea = await loadCatalog('en_US', [area]);
      const added = Object.keys(withArea).filter((id) => !(id in core));
      expect(added.length).toBeGreaterThan(0);
      expect(added.every((id) => areas[area].some((prefix) => id.startsWith(prefix)))).toBe(true);
    }
  });

  test('the same locale and areas, in any order, give the same object; another set a new one', async () => {
    // The app shows a catalogue again after start and after an area loads: the same object re-renders nothing.
    const first = await loadCatalog('de_DE', ['feedback', 'cookies']);
    expect(await loadCatalog('de_DE', ['cookies', 'feedback', 'cookies'])).toBe(first);
    expect(await loadCatalog('de_DE', ['feedback'])).not.toBe(first);
    expect(await loadCatalog('fr_FR', ['feedback', 'cookies'])).not.toBe(first);
  });
});
