/**
 * Spec §4 "Pages API version": a school on the white list, or every school when the main switch is not 0, reads
 * v2/pages; otherwise pages (v1).
 */
export type PagesSwitch = { mainSwitch: number; whiteList: string[] };
export const PAGES_SWITCH_KEY = 'portal.pagesSwitch';
/** Spec §9: the switch configuration is cached 300 000 ms. */
export const PAGES_SWITCH_TTL_MS = 300_000;
export const DEFAULT_PAGES_SWITCH: PagesSwitch = { mainSwitch: 1, whiteList: [] };

export function pagesVersion(schoolId: string, config: PagesSwitch): 1 | 2 {
  return config.whiteList.includes(schoolId) || config.mainSwitch !== 0 ? 2 : 1;
}

/** A stored switch that does not parse counts as the default (v2 for everyone), never as an error for visitors. */
export function parsePagesSwitch(text: string | undefined): PagesSwitch {
  try {
    const value = JSON.parse(text ?? '') as Partial<PagesSwitch>;
    if (typeof value.mainSwitch !== 'number' || !Array.isArray(value.whiteList)) return DEFAULT_PAGES_SWITCH;
    return { mainSwitch: value.mainSwitch, whiteList: value.whiteList.filter((id): id is string => typeof id === 'string') };
  } catch {
    return DEFAULT_PAGES_SWITCH;
  }
}

/** One value read through a cache for `ttlMs`; the clock is a parameter so tests need not wait five minutes. */
export function readThrough<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let cached: { value: T; at: number } | null = null;
  return async (): Promise<T> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = await load();
    cached = { value, at: now() };
    return value;
  };
}
