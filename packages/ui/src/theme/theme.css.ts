import { createGlobalThemeContract, createTheme } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? null : Leaves<T[K]> };

function shapeOf<T extends object>(tree: T): Leaves<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)]),
  ) as Leaves<T>;
}

/**
 * The one theme contract, shaped by the token source. Variable names are stable (--ap-color-brand-primary)
 * so a school's runtime overrides and the browser's devtools read the same names as the docs.
 */
export const vars = createGlobalThemeContract(shapeOf(themeTokens.light), (_value, path) => `ap-${path.join('-')}`);

export const lightTheme = createTheme(vars, themeTokens.light, 'light');
export const darkTheme = createTheme(vars, themeTokens.dark, 'dark');
export const themeClass = { light: lightTheme, dark: darkTheme } as const;
