#!/usr/bin/env node
// The demo's lesson media (issue 31), made small and real: an 8-second WebM video (Debian's ffmpeg, installed with
// apt-get when missing — as root or with passwordless sudo), its WebVTT captions in Chinese, English and Arabic,
// and a three-page PDF written by hand (no tool needed). The outputs are committed in apps/server/media, so the
// server and the tests never need ffmpeg; run this again only to change them: node scripts/make-demo-media.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../apps/server/media/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });

function ensureFfmpeg() {
  if (spawnSync('ffmpeg', ['-version']).status === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log('ffmpeg: not found, installing Debian package "ffmpeg" with apt-get …');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'ffmpeg']);
}

export const VIDEO_SECONDS = 8;

ensureFfmpeg();
execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${VIDEO_SECONDS}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${VIDEO_SECONDS}`,
  '-c:v', 'libvpx', '-b:v', '120k', '-c:a', 'libvorbis', '-b:a', '48k', '-shortest', join(dir, 'lesson-video.webm')], { stdio: 'inherit' });

const cues = {
  zh_CN: ['欢迎来到本课程。', '这是一段测试画面。', '看完视频即可完成本课。'],
  en_US: ['Welcome to the course.', 'This is a test picture.', 'Watch to the end to finish the lesson.'],
  ar_SA: ['مرحبًا بك في الدورة.', 'هذه صورة اختبارية.', 'شاهد حتى النهاية لإنهاء الدرس.'],
};
const at = (second) => `00:00:0${second}.000`;
for (const [lang, lines] of Object.entries(cues)) {
  const body = lines.map((line, index) => `${index + 1}\n${at(index * 3)} --> ${at(Math.min(VIDEO_SECONDS, index * 3 + 3))}\n${line}`).join('\n\n');
  writeFileSync(join(dir, `lesson-video.${lang}.vtt`), `WEBVTT\n\n${body}\n`);
}

// A PDF of three pages, each saying its number: objects, a cross-reference table with exact byte offsets, a trailer.
const pages = [1, 2, 3];
const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${pages.map((n) => `${2 + n * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
for (const n of pages) {
  const text = `BT /F1 28 Tf 72 700 Td (Lesson document - page ${n} of ${pages.length}) Tj ET`;
  objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${3 + n * 2} 0 R >>`);
  objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
}
let pdf = '%PDF-1.4\n';
const offsets = objects.map((object, index) => {
  const offset = pdf.length;
  pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  return offset;
});
const xref = pdf.length;
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(join(dir, 'lesson-document.pdf'), pdf, 'latin1');
console.log(`media: wrote ${dir}`);
