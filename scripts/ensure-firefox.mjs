#!/usr/bin/env node
// Finds Firefox for the cross-browser smoke test or installs Debian's firefox-esr (never a downloaded browser).
import { execFileSync } from 'node:child_process';
import { firefoxPath, hasFirefox } from './firefox.mjs';

export function ensureFirefox() {
  if (hasFirefox()) return firefoxPath();
  if (process.env.FIREFOX_PATH) throw new Error(`FIREFOX_PATH=${process.env.FIREFOX_PATH} does not exist`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  console.log('firefox: not found, installing the Debian package "firefox-esr" with apt-get …');
  try {
    const run = (args) => execFileSync([...sudo, ...args][0], [...sudo, ...args].slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'firefox-esr']);
  } catch (error) {
    throw new Error(`Could not install Firefox (${error.message}). Install it with "apt-get install -y firefox-esr" or set FIREFOX_PATH.`, { cause: error });
  }
  if (!hasFirefox()) throw new Error(`apt-get finished but ${firefoxPath()} is still missing`);
  return firefoxPath();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureFirefox());
