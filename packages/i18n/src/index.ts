import type { MessageFormatElement } from 'react-intl';
import type { LocaleCode } from '@academy/rules';
import type areasJson from '../areas.json';

/** A compiled catalog: message id → pre-parsed ICU AST (no parser needed at run time). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The pseudo-locale: English, accented and about 40 % longer, to catch clipped or hard-coded text. */
export const PSEUDO_LOCALE = 'pseudo';
export type CatalogId = LocaleCode | typeof PSEUDO_LOCALE;

type Loader = () => Promise<{ default: unknown }>;

// One chunk per locale: a learner downloads only the language they read.
const loaders: Record<CatalogId, Loader> = {
  zh_CN: () => import('../compiled/zh_CN.json'),
  en_US: () => import('../compiled/en_US.json'),
  es_ES: () => import('../compiled/es_ES.json'),
  ru_RU: () => import('../compiled/ru_RU.json'),
  ar_SA: () => import('../compiled/ar_SA.json'),
  pl_PL: () => import('../compiled/pl_PL.json'),
  de_DE: () => import('../compiled/de_DE.json'),
  tr_TR: () => import('../compiled/tr_TR.json'),
  fr_FR: () => import('../compiled/fr_FR.json'),
  ja_JP: () => import('../compiled/ja_JP.json'),
  ko_KR: () => import('../compiled/ko_KR.json'),
  pt_BR: () => import('../compiled/pt_BR.json'),
  [PSEUDO_LOCALE]: () => import('../compiled/pseudo.json'),
};

const cache = new Map<CatalogId, Promise<CompiledMessages>>();

export function loadMessages(id: CatalogId): Promise<CompiledMessages> {
  let pending = cache.get(id);
  if (!pending) {
    pending = loaders[id]().then((module) => module.default as CompiledMessages);
    cache.set(id, pending);
  }
  return pending;
}

/** A part of the catalogue loaded only with the pages and dialogs that use it (areas.json). */
export type MessageArea = Exclude<keyof typeof areasJson, '$comment'>;

// One chunk per locale and part (scripts/compile-catalogs.mjs writes them): a page downloads the core part of its
// language and the areas it uses. The entry knows only the core parts; the map of a language's area parts (about
// twenty hashed file names per language, 5 KB of the entry for all of them) loads with its first area.
type PartLoaders = Record<string, () => Promise<{ default: CompiledMessages }>>;
const coreParts: PartLoaders = import.meta.glob<{ default: CompiledMessages }>('../compiled/parts/*.core.json');
const areaParts: Record<CatalogId, () => Promise<{ default: PartLoaders }>> = {
  zh_CN: () => import('./areaParts/zh_CN.ts'),
  en_US: () => import('./areaParts/en_US.ts'),
  es_ES: () => import('./areaParts/es_ES.ts'),
  ru_RU: () => import('./areaParts/ru_RU.ts'),
  ar_SA: () => import('./areaParts/ar_SA.ts'),
  pl_PL: () => import('./areaParts/pl_PL.ts'),
  de_DE: () => import('./areaParts/de_DE.ts'),
  tr_TR: () => import('./areaParts/tr_TR.ts'),
  fr_FR: () => import('./areaParts/fr_FR.ts'),
  ja_JP: () => import('./areaParts/ja_JP.ts'),
  ko_KR: () => import('./areaParts/ko_KR.ts'),
  pt_BR: () => import('./areaParts/pt_BR.ts'),
  [PSEUDO_LOCALE]: () => import('./areaParts/pseudo.ts'),
};
const partCache = new Map<string, Promise<CompiledMessages>>();

async function partLoader(id: CatalogId, part: MessageArea | 'core', path: string) {
  const partsOfLocale = part === 'core' ? coreParts : (await areaParts[id]()).default;
  // The maps' keys are relative to the module that globbed them: compare by file name.
  const loader = Object.entries(partsOfLocale).find(([key]) => key.endsWith(`/${path}`))?.[1];
  if (!loader) throw new Error(`No compiled catalogue part ${path}: run npm run i18n:compile`);
  return (await loader()).default;
}

function loadPart(id: CatalogId, part: MessageArea | 'core'): Promise<CompiledMessages> {
  const path = `${id}.${part}.json`;
  let pending = partCache.get(path);
  if (!pending) {
    pending = partLoader(id, part, path);
    partCache.set(path, pending);
    // A part that failed to load (a dropped connection) is asked for again next time.
    pending.catch(() => partCache.delete(path));
  }
  return pending;
}

const catalogs = new Map<string, CompiledMessages>();

/**
 * The core messages of a locale with those of the given areas: what the portal shows. The same locale and areas give
 * the same object, so showing it again re-renders nothing (a new object would re-format every message on the page).
 */
export async function loadCatalog(id: CatalogId, areas: Iterable<MessageArea>): Promise<CompiledMessages> {
  const names = ['core' as const, ...[...new Set(areas)].sort()];
  const loaded = await Promise.all(names.map((part) => loadPart(id, part)));
  const key = `${id}:${names.join(',')}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = Object.assign({}, ...loaded) as CompiledMessages;
    catalogs.set(key, catalog);
  }
  return catalog;
}
