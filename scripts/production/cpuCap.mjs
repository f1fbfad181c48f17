// Gives each instance a CPU budget of its own (a Linux cgroup's CPU quota), for `prod:load --instance-cpu F`: on a
// machine whose few cores PostgreSQL, nginx and the load generator share with the instances, capped instances are
// what limits throughput, as instances on cores or machines of their own are; a second one then shows what it adds.
// cgroup v2 (cpu.max) or v1 (cpu.cfs_quota_us), whichever this machine mounts writable; root is needed.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = Number(process.env.CPU_PERIOD_US ?? 100_000);
const V2 = '/sys/fs/cgroup';
const V1 = '/sys/fs/cgroup/cpu';

function hierarchy() {
  if (existsSync(join(V2, 'cgroup.controllers'))) {
    if (!readFileSync(join(V2, 'cgroup.subtree_control'), 'utf8').includes('cpu')) writeFileSync(join(V2, 'cgroup.subtree_control'), '+cpu');
    return { root: V2, limit: (dir, quota) => writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`) };
  }
  if (existsSync(join(V1, 'cpu.cfs_quota_us'))) {
    return {
      root: V1,
      limit: (dir, quota) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
      },
    };
  }
  throw new Error('no writable cgroup CPU controller on this machine (needs root and cgroup v1 or v2)');
}

/**
 * Moves each pid (a whole process, every thread) into a group of its own limited to `fraction` of one core. Returns
 * release(), which moves them back to the root group and removes the groups.
 */
export function capCpu(pids, fraction) {
  const { root, limit } = hierarchy();
  const quota = Math.round(fraction * PERIOD_US);
  const groups = pids.map((pid) => {
    const dir = join(root, `academy-instance-${pid}`);
    mkdirSync(dir, { recursive: true });
    limit(dir, quota);
    writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    return { pid, dir };
  });
  return function release() {
    for (const { pid, dir } of groups) {
      try {
        writeFileSync(join(root, 'cgroup.procs'), String(pid));
      } catch {
        // the process has ended: nothing to move back
      }
      try {
        rmdirSync(dir);
      } catch {
        // still in use by a process that ended meanwhile; the kernel frees it with the last task
      }
    }
  };
}
