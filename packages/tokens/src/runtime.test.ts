import { describe, expect, test } from 'vitest';
import { schoolTokenWhitelist, themeTokens } from './tokens.generated.ts';
import { motionTokens } from './runtime.generated.ts';
import { durationMs, motionMs } from './motion.ts';
import { SCHOOL_TOKEN_PATHS, isSchoolTokenPath } from './school.ts';

describe('run-time tokens (their own module, runtime.generated.ts)', () => {
  test('are the same in every mode, so timers may read them without the theme table', () => {
    expect(themeTokens.light.motion).toEqual(motionTokens);
    expect(themeTokens.dark.motion).toEqual(motionTokens);
  });

  test('the school whitelist paths are the documented whitelist', () => {
    expect(SCHOOL_TOKEN_PATHS).toEqual(Object.keys(schoolTokenWhitelist));
    expect(isSchoolTokenPath('color.brand.primary')).toBe(true);
    expect(isSchoolTokenPath('space.md')).toBe(false);
  });

  test('spec timings come out in milliseconds', () => {
    expect(motionMs).toEqual({ spinnerDelay: 200, sidebarDelay: 500, toastDuration: 2000 });
    expect(durationMs('1.5s')).toBe(1500);
    expect(() => durationMs('fast')).toThrow(/Not a duration/);
  });
});
