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
// language and the areas it uses.
const parts = import.meta.glob<{ default: CompiledMessages }>('../compiled/parts/*.json');
const partCache = new Map<string, Promise<CompiledMessages>>();

function loadPart(id: CatalogId, part: MessageArea | 'core'): Promise<CompiledMessages> {
  const path = `../compiled/parts/${id}.${part}.json`;
  let pending = partCache.get(path);
  if (!pending) {
    const loader = parts[path];
    if (!loader) return Promise.reject(new Error(`No compiled catalogue part ${id}.${part}: run npm run i18n:compile`));
    pending = loader().then((module) => module.default);
    partCache.set(path, pending);
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
