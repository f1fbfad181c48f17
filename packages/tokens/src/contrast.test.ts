import { describe, expect, test } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { checkContrast, themeColors } from './theme-check.ts';
import { sampleSchoolThemes } from './tokens.generated.ts';
import { validateSchoolOverrides, schoolOverridesFor, type SchoolTheme } from './school.ts';

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2456d6', '#2456d6')).toBeCloseTo(1, 5);
  });

  test('is symmetric and matches the WCAG reference value for #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  test('a translucent foreground is blended over its background first', () => {
    expect(contrastRatio('#00000000', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#00000080', '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff'));
  });

  test('rejects anything that is not #rrggbb or #rrggbbaa', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Not a #rrggbb/);
  });
});

const schools = sampleSchoolThemes as unknown as SchoolTheme[];

describe('theme contrast (WCAG AA)', () => {
  const cases = (['light', 'dark'] as const).flatMap((mode) => [
    { name: `${mode} theme`, colors: themeColors(mode) },
    ...schools.map((school) => ({ name: `${school.name}, ${mode}`, colors: themeColors(mode, school) })),
  ]);

  test.each(cases)('every text and control pair passes in the $name', ({ colors }) => {
    const failures = checkContrast(colors).filter((result) => !result.passes);
    expect(failures.map((f) => `${f.label}: ${f.ratio}:1 < ${f.minimum}:1`)).toEqual([]);
  });

  test('a school brand that is too light is reported with its ratio', () => {
    const pale: SchoolTheme = { id: 'pale', name: 'Pale', light: { 'color.brand.primary': '#9ad0ff', 'color.brand.onPrimary': '#ffffff' } };
    const label = checkContrast(themeColors('light', pale)).find((result) => result.label === 'Primary button label');
    expect(label).toMatchObject({ passes: false, minimum: 4.5 });
    expect(label!.ratio).toBeLessThan(2);
  });
});

describe('school overrides', () => {
  test('only whitelisted colour tokens are accepted', () => {
    expect(validateSchoolOverrides({ 'color.brand.primary': '#123456' })).toEqual([]);
    expect(validateSchoolOverrides({ 'color.text.primary': '#123456', 'color.link.default': 'blue' })).toEqual([
      { path: 'color.text.primary', problem: 'not-whitelisted' },
      { path: 'color.link.default', problem: 'not-a-colour' },
    ]);
  });

  test('dark values win in dark mode, light values fill the gaps, invalid entries are dropped', () => {
    const school = {
      id: 's',
      name: 'S',
      light: { 'color.brand.primary': '#111111', 'color.header.text': '#222222', 'color.text.primary': '#000000' },
      dark: { 'color.brand.primary': '#eeeeee' },
    } as unknown as SchoolTheme;
    expect(schoolOverridesFor(school, 'dark')).toEqual({ 'color.brand.primary': '#eeeeee', 'color.header.text': '#222222' });
    expect(schoolOverridesFor(school, 'light')).toEqual({ 'color.brand.primary': '#111111', 'color.header.text': '#222222' });
  });
});
