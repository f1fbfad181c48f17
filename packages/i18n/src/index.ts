import type { MessageFormatElement } from 'react-intl';
import type { LocaleCode } from '@academy/rules';

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
