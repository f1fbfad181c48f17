import { contrastRatio } from './contrast.ts';
import { themeTokens } from './tokens.generated.ts';
import { applySchoolOverrides, type SchoolTheme, type ThemeMode } from './school.ts';

/** WCAG AA minimums: 4.5:1 for body text, 3:1 for UI parts such as borders and focus rings (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

export type ColorPair = { foreground: string; background: string; kind: 'text' | 'ui'; label: string };

/** The pairs a reader actually sees together; every theme (and every school override) must pass them. */
export const THEME_COLOR_PAIRS: readonly ColorPair[] = [
  { foreground: 'color.text.primary', background: 'color.bg.canvas', kind: 'text', label: 'Body text on the page' },
  { foreground: 'color.text.primary', background: 'color.bg.surface', kind: 'text', label: 'Body text on cards' },
  { foreground: 'color.text.secondary', background: 'color.bg.surface', kind: 'text', label: 'Secondary text on cards' },
  { foreground: 'color.text.secondary', background: 'color.bg.canvas', kind: 'text', label: 'Secondary text on the page' },
  { foreground: 'color.text.primary', background: 'color.bg.subtle', kind: 'text', label: 'Text on subtle backgrounds' },
  { foreground: 'color.text.inverse', background: 'color.bg.inverse', kind: 'text', label: 'Inverse text (tooltips, toasts)' },
  { foreground: 'color.brand.onPrimary', background: 'color.brand.primary', kind: 'text', label: 'Primary button label' },
  { foreground: 'color.brand.onPrimary', background: 'color.brand.primaryHover', kind: 'text', label: 'Primary button label, hovered' },
  { foreground: 'color.link.default', background: 'color.bg.surface', kind: 'text', label: 'Links on cards' },
  { foreground: 'color.link.default', background: 'color.bg.canvas', kind: 'text', label: 'Links on the page' },
  { foreground: 'color.header.text', background: 'color.header.background', kind: 'text', label: 'Header text' },
  { foreground: 'color.status.onDanger', background: 'color.status.danger', kind: 'text', label: 'Danger button label' },
  { foreground: 'color.status.dangerText', background: 'color.status.dangerSubtle', kind: 'text', label: 'Error message' },
  { foreground: 'color.status.dangerText', background: 'color.bg.surface', kind: 'text', label: 'Field error text' },
  { foreground: 'color.status.successText', background: 'color.status.successSubtle', kind: 'text', label: 'Success message' },
  { foreground: 'color.status.warningText', background: 'color.status.warningSubtle', kind: 'text', label: 'Warning message' },
  { foreground: 'color.status.infoText', background: 'color.status.infoSubtle', kind: 'text', label: 'Information message' },
  { foreground: 'color.rank.onMedal', background: 'color.rank.gold', kind: 'text', label: 'First place number' },
  { foreground: 'color.border.strong', background: 'color.bg.surface', kind: 'ui', label: 'Input border' },
  { foreground: 'color.border.focus', background: 'color.bg.canvas', kind: 'ui', label: 'Focus ring on the page' },
  { foreground: 'color.brand.primary', background: 'color.bg.surface', kind: 'ui', label: 'Primary control on cards' },
];

export type ContrastResult = ColorPair & { ratio: number; minimum: number; passes: boolean };

type Tree = { readonly [key: string]: string | Tree };

/** Flattens the colour part of a theme into { 'color.bg.canvas': '#f7f8fa', … }. */
export function flattenColors(tree: Tree = themeTokens.light.color, prefix = 'color'): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}.${key}`] = value;
    else Object.assign(flat, flattenColors(value, `${prefix}.${key}`));
  }
  return flat;
}

/** Colours of a mode with a school's overrides applied, as flat token paths. */
export function themeColors(mode: ThemeMode, school?: SchoolTheme): Record<string, string> {
  return applySchoolOverrides(flattenColors(themeTokens[mode].color), school, mode);
}

/** Checks every pair of a colour set against WCAG AA. Used by the tests and by the decoration editor. */
export function checkContrast(colors: Record<string, string>, pairs: readonly ColorPair[] = THEME_COLOR_PAIRS): ContrastResult[] {
  return pairs.map((pair) => {
    const foreground = colors[pair.foreground];
    const background = colors[pair.background];
    if (!foreground || !background) throw new Error(`Missing colour for ${pair.foreground} on ${pair.background}`);
    const ratio = Math.round(contrastRatio(foreground, background) * 100) / 100;
    const minimum = pair.kind === 'text' ? AA_TEXT : AA_UI;
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}
