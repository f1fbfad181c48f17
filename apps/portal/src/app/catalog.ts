import { useSyncExternalStore } from 'react';
import { loadCatalog, type CatalogId, type CompiledMessages, type MessageArea } from '@academy/i18n';

// The messages the app shows: the core part of the locale's catalogue and every area a page or dialog has asked
// for so far (@academy/i18n areas.json). An area loads with the module that needs it, so nothing renders an id.

const areas = new Set<MessageArea>();
const areaLoads = new Map<MessageArea, Promise<void>>();
const listeners = new Set<() => void>();
let shown: { locale: CatalogId; messages: CompiledMessages } | null = null;
let markStarted = () => {};
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** The catalogue of a locale with every area in use: at start, and for a language switch. */
export async function catalogFor(locale: CatalogId): Promise<CompiledMessages> {
  for (;;) {
    const count = areas.size;
    const messages = await loadCatalog(locale, areas);
    // An area asked for while this loaded (a dialog opened during a language switch) must be in it too.
    if (areas.size === count) return messages;
  }
}

/** Shows a locale's messages (once the page is ready for them: at start, after a switch once its fonts are in). */
export function showCatalog(locale: CatalogId, messages: CompiledMessages) {
  shown = { locale, messages };
  markStarted();
  for (const listener of listeners) listener();
}

/** Loads a page's or a dialog's module together with its message area, and shows the area's messages. */
export async function withMessageArea<T>(area: MessageArea, load: () => Promise<T>): Promise<T> {
  let areaLoad = areaLoads.get(area);
  if (!areaLoad) {
    areas.add(area);
    areaLoad = addAreaToShown();
    // A failed load may be tried again (the page's chunk-failure message offers a reload, a dialog a new click).
    areaLoad.catch(() => {
      areas.delete(area);
      areaLoads.delete(area);
    });
    areaLoads.set(area, areaLoad);
  }
  const [module] = await Promise.all([load(), areaLoad]);
  return module;
}

async function addAreaToShown() {
  // Asked for during start (the first route's chunk, a redirect's): after the start catalogue is shown, whether or
  // not that one already had the area (its parts are cached then).
  await started;
  const locale = shown!.locale;
  const messages = await catalogFor(locale);
  // A language switch meanwhile loads its own catalogue with this area (catalogFor reads the areas when called).
  if (shown?.locale === locale) showCatalog(locale, messages);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The messages shown now, for the app's IntlProvider. */
export function useShownCatalog(): CompiledMessages {
  return useSyncExternalStore(subscribe, () => {
    if (!shown) throw new Error('showCatalog must run before the app renders');
    return shown.messages;
  });
}
