import { motionTokens } from './runtime.generated.ts';

/** "200ms" or "2s" → milliseconds, for timers that must match the motion tokens. */
export function durationMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value);
  if (!match) throw new Error(`Not a duration: ${value}`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

const delay = motionTokens.delay;

/** Spec timing constants (§2, §8, §9) read from the motion tokens. */
export const motionMs = {
  spinnerDelay: durationMs(delay.spinner),
  sidebarDelay: durationMs(delay.sidebar),
  toastDuration: durationMs(delay.toast),
} as const;
