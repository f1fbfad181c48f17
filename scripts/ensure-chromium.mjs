#!/usr/bin/env node
// Finds Chromium and its headless shell for the browser tests or installs Debian's packages (never a downloaded browser).
import { execFileSync } from 'node:child_process';
import { chromiumPath, hasChromium, testChromiumPath } from './chromium.mjs';

export function ensureChromium() {
  if (hasChromium()) return testChromiumPath();
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('chromium: not found, installing Debian packages "chromium" and "chromium-headless-shell" with apt-get …');
  try {
    const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium', 'chromium-headless-shell']);
  } catch (error) {
    throw new Error(`Could not install Chromium (${error.message}). Install it with "apt-get install -y chromium chromium-headless-shell" or set CHROMIUM_PATH.`, { cause: error });
  }
  if (!hasChromium()) throw new Error(`apt-get finished but ${chromiumPath()} or ${testChromiumPath()} is still missing`);
  return testChromiumPath();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
