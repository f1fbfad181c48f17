import type { LocaleCode } from '@academy/rules';

// Loaders and middleware run outside React: they read the language the shell last rendered with.
let current: LocaleCode = 'zh_CN';

export const setCurrentLocale = (code: LocaleCode) => {
  current = code;
};
export const currentLocale = (): LocaleCode => current;
