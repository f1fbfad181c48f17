// How busy the machine's cores were over a span: the phase tables print it, so a phase that leaves a core idle shows.
import { readFileSync } from 'node:fs';

/** Clock ticks of all cores since boot: busy (everything but idle and I/O wait) and in total (/proc/stat, Linux). */
export function machineTicks() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

/** The share (0–100) of the cores' time spent busy between two readings of machineTicks. */
export function busyPercent(from, to = machineTicks()) {
  return to.total === from.total ? 0 : (100 * (to.busy - from.busy)) / (to.total - from.total);
}
