// Where the CPU went during a load run (Linux /proc): each process group's share of the machine, so a figure can
// say whether the instances, nginx, PostgreSQL or the load generator itself was the limit.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The pids and every descendant of them (nginx workers, PostgreSQL backends). */
export function withDescendants(roots) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(entry);
    if (info) parents.set(Number(entry), info.ppid);
  }
  const found = new Set(roots.filter(Boolean));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

const ticksOf = (pids) => new Map(pids.map((pid) => [pid, stat(pid)?.ticks]));

/** Ticks used since `before` by the processes still there (a process that ended took its count with it). */
function usedSince(before) {
  let used = 0;
  for (const [pid, ticks] of before) {
    const now = stat(pid)?.ticks;
    if (ticks !== undefined && now !== undefined) used += now - ticks;
  }
  return used;
}

function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + values[4];
  return { busy: values.reduce((a, b) => a + b, 0) - idle };
}

/**
 * Starts measuring groups ({ name: [pids] }); the returned function gives each group's CPU as a percentage of one
 * core (200 % = both cores of this machine) and "everything else" on the machine (the load generator, other work).
 */
export function measureCpu(groups) {
  const members = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, withDescendants(pids)]));
  const before = Object.fromEntries(Object.entries(members).map(([name, pids]) => [name, ticksOf(pids)]));
  const machineBefore = machineTicks();
  const started = Date.now();
  return () => {
    const seconds = (Date.now() - started) / 1000;
    const percent = (ticks) => Math.round((ticks / TICKS / seconds) * 100);
    const result = {};
    let measured = 0;
    for (const name of Object.keys(members)) {
      const used = usedSince(before[name]);
      measured += used;
      result[name] = percent(used);
    }
    result.other = percent(machineTicks().busy - machineBefore.busy - measured);
    result.cores = cpus().length;
    return result;
  };
}
