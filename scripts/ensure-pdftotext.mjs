#!/usr/bin/env node
// Finds pdftotext (Debian's poppler-utils), which the certificate tests read PDFs with, or installs it with apt-get
// the way ensure-chromium.mjs installs Chromium. PDFTOTEXT_PATH overrides.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const pdftotextPath = () => process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

export function ensurePdftotext() {
  if (existsSync(pdftotextPath())) return pdftotextPath();
  if (process.env.PDFTOTEXT_PATH) throw new Error(`PDFTOTEXT_PATH=${process.env.PDFTOTEXT_PATH} does not exist`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  console.log('pdftotext: not found, installing the Debian package "poppler-utils" with apt-get …');
  try {
    const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'poppler-utils']);
  } catch (error) {
    throw new Error(`Could not install pdftotext (${error.message}). Install it with "apt-get install -y poppler-utils" or set PDFTOTEXT_PATH.`, { cause: error });
  }
  if (!existsSync(pdftotextPath())) throw new Error(`apt-get finished but ${pdftotextPath()} is still missing`);
  return pdftotextPath();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePdftotext());
