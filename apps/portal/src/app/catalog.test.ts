// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { catalogFor, showCatalog, useShownCatalog, withMessageArea } from './catalog.ts';

describe('the app catalogue', () => {
  test('an area asked for while the app starts is in the catalogue the app then shows', async () => {
    // The start catalogue is in, the fonts are still loading, and a redirect asks for the sign-in page's chunk.
    const start = await catalogFor('es_ES');
    expect(start['portal.login.processing']).toBeUndefined();
    const page = withMessageArea('account', async () => 'LoginPage');
    act(() => showCatalog('es_ES', start));
    expect(await act(() => page)).toBe('LoginPage');
    const { result } = renderHook(() => useShownCatalog());
    expect(result.current['portal.login.processing']).toBeDefined();
  });

  test('a page loaded with its area shows that area’s messages, and a language switch keeps them', async () => {
    showCatalog('fr_FR', await catalogFor('fr_FR'));
    const { result } = renderHook(() => useShownCatalog());
    expect(result.current['design.toolbar']).toBeUndefined();
    expect(result.current['portal.startTitle.home']).toBeDefined();

    const page = await act(() => withMessageArea('design', async () => ({ Component: 'DesignPage' })));
    expect(page).toEqual({ Component: 'DesignPage' });
    expect(result.current['design.toolbar']).toBeDefined();

    // A second page of the same area does not load it again, and the messages stay.
    await act(() => withMessageArea('design', async () => null));
    expect(result.current['design.toolbar']).toBeDefined();

    const german = await catalogFor('de_DE');
    expect(german['design.toolbar']).toBeDefined();
    act(() => showCatalog('de_DE', german));
    expect(result.current).toBe(german);
  });
});
