export { themeTokens, tokenDocs, primitiveTokens, schoolTokenWhitelist, sampleSchoolThemes } from './tokens.generated.ts';
export { contrastRatio, parseHex, isHexColor, relativeLuminance } from './contrast.ts';
export { checkContrast, flattenColors, themeColors, THEME_COLOR_PAIRS, AA_TEXT, AA_UI } from './theme-check.ts';
export type { ColorPair, ContrastResult } from './theme-check.ts';
export { SCHOOL_TOKEN_PATHS, isSchoolTokenPath, validateSchoolOverrides, schoolOverridesFor, applySchoolOverrides } from './school.ts';
export type { SchoolTheme, SchoolTokenPath, ThemeMode, SchoolThemeProblem } from './school.ts';
export { durationMs, motionMs } from './motion.ts';
