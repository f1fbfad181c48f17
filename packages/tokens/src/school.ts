import { isHexColor } from './contrast.ts';
import type { schoolTokenWhitelist } from './tokens.generated.ts';
import { schoolTokenPathList } from './runtime.generated.ts';

export type ThemeMode = 'light' | 'dark';
export type SchoolTokenPath = keyof typeof schoolTokenWhitelist;
export const SCHOOL_TOKEN_PATHS: readonly SchoolTokenPath[] = schoolTokenPathList;
const schoolTokenPaths = new Set<string>(SCHOOL_TOKEN_PATHS);

/** A school's brand: whitelisted colour tokens for light mode and, optionally, their dark-mode values. */
export type SchoolTheme = {
  id: string;
  name: string;
  light: Partial<Record<SchoolTokenPath, string>>;
  dark?: Partial<Record<SchoolTokenPath, string>>;
};

export type SchoolThemeProblem = { path: string; problem: 'not-whitelisted' | 'not-a-colour' };

export function isSchoolTokenPath(path: string): path is SchoolTokenPath {
  return schoolTokenPaths.has(path);
}

/** Lists what is wrong with an untrusted school theme (from the server or the editor); empty when it is usable. */
export function validateSchoolOverrides(overrides: Record<string, unknown>): SchoolThemeProblem[] {
  return Object.entries(overrides).flatMap(([path, value]): SchoolThemeProblem[] => {
    if (!isSchoolTokenPath(path)) return [{ path, problem: 'not-whitelisted' }];
    if (!isHexColor(value)) return [{ path, problem: 'not-a-colour' }];
    return [];
  });
}

/** The overrides that apply in a mode: dark values win in dark mode, light values fill the rest. Invalid entries are dropped. */
export function schoolOverridesFor(school: SchoolTheme | undefined, mode: ThemeMode): Partial<Record<SchoolTokenPath, string>> {
  if (!school) return {};
  const merged: Record<string, unknown> = { ...school.light, ...(mode === 'dark' ? school.dark : {}) };
  const bad = new Set(validateSchoolOverrides(merged).map((problem) => problem.path));
  return Object.fromEntries(Object.entries(merged).filter(([path]) => !bad.has(path))) as Partial<Record<SchoolTokenPath, string>>;
}

export function applySchoolOverrides(colors: Record<string, string>, school: SchoolTheme | undefined, mode: ThemeMode) {
  return { ...colors, ...schoolOverridesFor(school, mode) };
}
