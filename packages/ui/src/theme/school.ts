import { assignInlineVars } from '@vanilla-extract/dynamic';
import { schoolOverridesFor, type SchoolTheme, type ThemeMode } from '@academy/tokens';
import { varOf } from './varOf.ts';

/**
 * A school's brand as inline CSS variables: applied at run time on top of light or dark, no rebuild per school.
 * Only whitelisted, valid colours pass (see @academy/tokens validateSchoolOverrides).
 */
export function schoolThemeStyle(school: SchoolTheme | undefined, mode: ThemeMode): Record<string, string> {
  const overrides = schoolOverridesFor(school, mode);
  return assignInlineVars(Object.fromEntries(Object.entries(overrides).map(([path, value]) => [varOf(path), value as string])));
}
