// nginx in front of the instances: Debian's package (installed when missing), run as its own master process
// (`nginx -c .prod/nginx.conf -p .prod/nginx`) from deploy/nginx.conf.template — no system service touched.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall } from '../postgres.mjs';
import { alive, paths, ports, sleep } from './paths.mjs';
import { readUnavailableMessages, unavailableMaps } from './unavailablePages.mjs';

const NGINX = '/usr/sbin/nginx';
const pidFile = join(paths.nginxPrefix, 'nginx.pid');
const errorLog = join(paths.nginxPrefix, 'logs/error.log');

export function ensureNginx() {
  if (!existsSync(NGINX)) aptInstall(['nginx']);
  if (!existsSync(NGINX)) throw new Error('nginx not found after installing');
}

/** Fills the template's {{placeholders}}; a placeholder left unfilled is a mistake, not an empty string. */
export function renderTemplate(template, values) {
  const text = template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return values[name];
  });
  return text;
}

/**
 * As root, workers run as the owner of the checkout (they read /assets/ from it and write temporary bodies in
 * .prod/nginx); otherwise nginx runs as the current user and needs no user directive.
 */
function userDirective() {
  if (process.getuid?.() !== 0) return '';
  const uid = statSync(paths.portalDist).uid;
  const name = execFileSync('id', ['-nu', String(uid)]).toString().trim();
  return `user ${name};`;
}

export function writeConfig(instancePorts, listen = ports.nginx) {
  for (const dir of ['logs', 'temp']) mkdirSync(join(paths.nginxPrefix, dir), { recursive: true });
  const config = renderTemplate(readFileSync(paths.template, 'utf8'), {
    user_directive: userDirective(),
    state_dir: paths.nginxPrefix,
    listen: String(listen),
    upstream_servers: instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n'),
    portal_dist: paths.portalDist,
    unavailable_maps: unavailableMaps(readUnavailableMessages(paths.unavailableMessages)),
  });
  writeFileSync(paths.nginxConf, config);
  const test = spawnSync(NGINX, ['-t', '-q', '-c', paths.nginxConf, '-p', paths.nginxPrefix, '-e', errorLog], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused ${paths.nginxConf}:\n${test.stderr}`);
}

export function nginxPid() {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return alive(pid) ? pid : undefined;
}

const signal = (name) => execFileSync(NGINX, ['-c', paths.nginxConf, '-p', paths.nginxPrefix, '-e', errorLog, '-s', name], { stdio: 'inherit' });

export async function startNginx() {
  if (nginxPid()) return nginxPid();
  execFileSync(NGINX, ['-c', paths.nginxConf, '-p', paths.nginxPrefix, '-e', errorLog], { stdio: 'inherit' });
  for (let i = 0; i < 50 && !nginxPid(); i += 1) await sleep(100);
  return nginxPid();
}

/** Re-reads the configuration: new workers start, old ones finish their requests (no connection refused). */
export function reloadNginx() {
  signal('reload');
}

/** Graceful stop (workers finish what they serve), then the master is waited for. */
export async function stopNginx() {
  const pid = nginxPid();
  if (!pid) return;
  signal('quit');
  for (let i = 0; i < 100 && alive(pid); i += 1) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGTERM');
}
