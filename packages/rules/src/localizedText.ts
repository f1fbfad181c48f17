import { LOCALE_CODES, type LocaleCode } from './locales.ts';

/**
 * A school's content in the languages it writes (decision 0040): a map from locale code to text. The school names one
 * of them its default; a reader sees their language, else the school's default, else any language that has words.
 */
export type LocalizedTexts = Partial<Record<LocaleCode, string>>;

const hasWords = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The one resolver: the reader's language → the school's default → the first language (in the 12's order) with words. */
export function resolveText(texts: LocalizedTexts | null | undefined, reader: LocaleCode, schoolDefault?: LocaleCode | null): string {
  if (!texts) return '';
  for (const code of [reader, schoolDefault, ...LOCALE_CODES]) if (code && hasWords(texts[code])) return texts[code].trim();
  return '';
}

/** Only the languages that have words, trimmed (what is stored). */
export function textsWithWords(texts: LocalizedTexts | null | undefined): LocalizedTexts {
  const kept: LocalizedTexts = {};
  for (const code of LOCALE_CODES) if (hasWords(texts?.[code])) kept[code] = texts[code].trim();
  return kept;
}

export type LocalizedNames = {
  name?: string | null;
  cnName?: string | null;
  nameEn?: string | null;
  enName?: string | null;
  /** The content in every language it is written in (decision 0040); the fields above are the spec's zh/en view. */
  names?: LocalizedTexts | null;
};

/**
 * The texts of an entity: its `names` when it has any — then the spec's fields are only their derived view — else
 * the spec's Chinese (name, cnName) and English (nameEn, enName) fields (content written before decision 0040).
 */
export function textsOf(entity: LocalizedNames): LocalizedTexts {
  const names = textsWithWords(entity.names);
  if (Object.keys(names).length > 0) return names;
  const legacy: LocalizedTexts = {};
  const chinese = [entity.name, entity.cnName].find(hasWords);
  const english = [entity.nameEn, entity.enName].find(hasWords);
  if (chinese) legacy.zh_CN = chinese;
  if (english) legacy.en_US = english;
  return legacy;
}

/**
 * Spec §3 language fields, through the one resolver. Without the school's default (content written before decision
 * 0040 has only Chinese and English) the other ten languages read English first: their readers are likelier to read
 * English than Chinese.
 */
export function localizedName(entity: LocalizedNames, code: LocaleCode, schoolDefault?: LocaleCode | null): string {
  return resolveText(textsOf(entity), code, schoolDefault ?? (code === 'zh_CN' ? null : 'en_US'));
}

/**
 * The API's compatible view of localized content: the spec's Chinese field holds the Chinese text or, without one,
 * what a Chinese reader would see (the school's default); the English field likewise. Clients that know only zh/en
 * keep working, and `names` carries every language.
 */
export function withCompatibleNames(texts: LocalizedTexts, schoolDefault: LocaleCode): { names: LocalizedTexts; name: string; nameEn: string } {
  const names = textsWithWords(texts);
  return { names, ...compatibleFields(names, schoolDefault) };
}

/** The spec's zh/en fields of some texts (an editor keeps its blank, just-added languages in `names` meanwhile). */
export const compatibleFields = (texts: LocalizedTexts, schoolDefault: LocaleCode) => ({ name: resolveText(texts, 'zh_CN', schoolDefault), nameEn: resolveText(texts, 'en_US', schoolDefault) });

/** What an editor's fields show: `names` as typed (a just-added language is blank), else the spec's zh/en fields. */
export const editableTexts = (entity: LocalizedNames): LocalizedTexts => (entity.names && Object.keys(entity.names).length > 0 ? entity.names : textsOf(entity));

/** A title or caption as an editor typed it, with the spec's zh/en fields kept as its view. */
export const localizedPatch = (texts: LocalizedTexts, schoolDefault: LocaleCode) => ({ names: texts, ...compatibleFields(texts, schoolDefault) });
