import { LOCALE_CODES, LOCALES, type LocaleCode } from '@academy/rules';
import { sampleSchoolThemes, type SchoolTheme, type ThemeMode } from '@academy/tokens';
import { PSEUDO_LOCALE, type CatalogId } from '@academy/i18n';

/** Toolbar values → provider props, shared by the Storybook decorator and the visual-test matrix. */
export type StoryGlobals = { theme?: ThemeMode; school?: string; locale?: CatalogId; direction?: 'auto' | 'ltr' | 'rtl' };

export const schoolById: Record<string, SchoolTheme> = Object.fromEntries(
  sampleSchoolThemes.map((school) => [school.id, school as unknown as SchoolTheme]),
);

export const localeToolbarItems = [
  ...LOCALE_CODES.map((code) => ({ value: code, title: LOCALES[code].nativeName, right: code })),
  { value: PSEUDO_LOCALE, title: 'Pseudo (accented, +40 %)', right: 'en_US' },
];

export const schoolToolbarItems = [
  { value: 'none', title: 'No school theme' },
  ...sampleSchoolThemes.map((school) => ({ value: school.id, title: school.name })),
];

/** The locale whose registry entry (tag, direction, script) a catalog uses: the pseudo-locale is English. */
export function registryLocale(id: CatalogId | undefined): LocaleCode {
  return !id || id === PSEUDO_LOCALE ? 'en_US' : id;
}
