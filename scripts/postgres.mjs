// A throwaway PostgreSQL server for the tests: Debian's package (installed when missing), a cluster in a temp
// folder, listening on 127.0.0.1 and a spare port. No system service is touched.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function pgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(base, version, 'bin') : null;
}

/** Installs Debian packages (as root, or with passwordless sudo), without questions. */
export function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], [...sudo.slice(1), ...(sudo.length ? args : args.slice(1))], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log(`not found, installing Debian package(s) ${packages.map((name) => `"${name}"`).join(', ')} …`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/** PostgreSQL's binaries, installing the package when missing. */
export function ensurePgBin() {
  if (!pgBin()) aptInstall(['postgresql']);
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found after installing');
  return bin;
}

/**
 * Runs a PostgreSQL tool; as root it runs as the postgres user the package created (initdb and the server refuse
 * root), and a folder it must own is handed over first.
 */
export function runAsPostgres(command, args, { owns } = {}) {
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length && owns) chownSync(owns, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const result = spawnSync(asUser[0] ?? command, [...asUser.slice(1), ...(asUser.length ? [command] : []), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export const sparePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a cluster and returns { url, stop }. */
export async function startPostgres() {
  const bin = ensurePgBin();
  const dir = mkdtempSync(join(tmpdir(), 'academy-pg-'));
  const run = (command, args) => runAsPostgres(command, args, { owns: dir });
  const port = await sparePort();
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, logFile: join(dir, 'log') };
}
