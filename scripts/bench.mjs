#!/usr/bin/env node
// Prints wall-clock figures for the project's heavy jobs. Figures, not gates: see README "Benchmarks".
//   node scripts/bench.mjs            whole test run + storybook build
//   node scripts/bench.mjs --only=build
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const jobs = [
  { name: 'test', label: 'npm test (unit + storybook + visual)', command: 'node', args: ['scripts/test.mjs'] },
  { name: 'build', label: 'storybook build', command: 'npx', args: ['storybook', 'build', '-o', 'storybook-static', '--quiet'] },
];

const results = [];
for (const job of jobs.filter((j) => !only || j.name === only)) {
  const start = process.hrtime.bigint();
  const run = spawnSync(job.command, job.args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  results.push({ job: job.label, seconds: seconds.toFixed(1), status: run.status === 0 ? 'ok' : `exit ${run.status}` });
}

console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}`);
console.table(results);
