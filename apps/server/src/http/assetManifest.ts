import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest` in apps/portal/vite.config.ts). */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

let cached: { path: string; modified: number; manifest: Manifest } | null = null;

/** The built portal's manifest, read again only when a new build replaced it; null when there is none. */
function readManifest(publicDir: string): Manifest | null {
  const path = join(publicDir, '.vite', 'manifest.json');
  try {
    const modified = statSync(path).mtimeMs;
    if (cached?.path !== path || cached.modified !== modified) cached = { path, modified, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null;
  }
}

/** A chunk's file and every chunk it imports statically, without the entry (the HTML loads that already). */
function withImports(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, files);
}

/**
 * The script files a school home needs after the entry: the portal layout and home (the `portal-home` chunk) and
 * the language's core messages. The entry asks for them only once it runs; announced in the HTML they load with it.
 */
export function homeScriptFiles(publicDir: string, locale: string): string[] {
  const manifest = readManifest(publicDir);
  if (!manifest) return [];
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.name === 'portal-home' || key.endsWith(`/parts/${locale}.core.json`)) withImports(manifest, key, files);
  }
  return [...files];
}

// The lecturing center's pages load through a page table of their own (apps/portal/src/routes/table.tsx).
const LECTURING_PATH = /^\/(?:portal|classInfo)\/[^/]+\/lecturing-center(?:\/|$)/;

/**
 * What every page but the home and the root redirect needs after the entry, in the language shown: the lazily
 * loaded page table it loads through (apps/portal/src/routes/pageModules.ts; in the lecturing center
 * lecturingPageModules.ts with the center's messages, and the live pages' own on theirs), the core messages, the
 * map of the language's message areas and the page titles' area. Announced with the entry, they do not wait for it.
 */
export function pageTableFiles(publicDir: string, locale: string, pathname: string): string[] {
  const manifest = readManifest(publicDir);
  if (!manifest) return [];
  const lecturing = LECTURING_PATH.exec(pathname);
  const live = lecturing && pathname.slice(lecturing[0].length).startsWith('live-') ? [`/parts/${locale}.live.json`] : [];
  const table = lecturing ? ['src/routes/lecturingPageModules.ts', `/parts/${locale}.lecturing.json`, ...live] : ['src/routes/pageModules.ts'];
  const wanted = [...table, `/parts/${locale}.core.json`, `/areaParts/${locale}.ts`, `/parts/${locale}.titles.json`];
  const files = new Set<string>();
  for (const key of Object.keys(manifest)) if (wanted.some((end) => key.endsWith(end))) withImports(manifest, key, files);
  return [...files];
}
