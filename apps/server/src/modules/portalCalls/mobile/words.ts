import type { LocaleCode } from '@academy/rules';

/** The mobile page's own words (server-rendered, outside the portal's catalogs), in the 12 languages. */
export const MOBILE_WORDS: Record<LocaleCode, { popular: string; results: string; fullSite: string }> = {
  zh_CN: { popular: '热门内容', results: '搜索结果', fullSite: '电脑版' },
  en_US: { popular: 'Popular', results: 'Search results', fullSite: 'Full site' },
  es_ES: { popular: 'Populares', results: 'Resultados de búsqueda', fullSite: 'Versión completa' },
  ru_RU: { popular: 'Популярное', results: 'Результаты поиска', fullSite: 'Полная версия' },
  ar_SA: { popular: 'الأكثر رواجًا', results: 'نتائج البحث', fullSite: 'النسخة الكاملة' },
  pl_PL: { popular: 'Popularne', results: 'Wyniki wyszukiwania', fullSite: 'Pełna wersja' },
  de_DE: { popular: 'Beliebt', results: 'Suchergebnisse', fullSite: 'Vollversion' },
  tr_TR: { popular: 'Popüler', results: 'Arama sonuçları', fullSite: 'Tam sürüm' },
  fr_FR: { popular: 'Populaires', results: 'Résultats de recherche', fullSite: 'Version complète' },
  ja_JP: { popular: '人気', results: '検索結果', fullSite: 'PC版' },
  ko_KR: { popular: '인기', results: '검색 결과', fullSite: 'PC 버전' },
  pt_BR: { popular: 'Populares', results: 'Resultados da busca', fullSite: 'Versão completa' },
};
