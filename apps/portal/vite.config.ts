import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import formatjs from '@formatjs/vite-plugin';

// react-aria ships strings for 30+ locales; keep only the 12 the portal speaks.
const ARIA_LOCALES = ['zh-CN', 'en-US', 'es-ES', 'ru-RU', 'ar-AE', 'pl-PL', 'de-DE', 'tr-TR', 'fr-FR', 'ja-JP', 'ko-KR', 'pt-BR'];

/**
 * Preloads the Latin text faces (regular, medium, bold) so they arrive with the scripts: the first render already
 * has them, and no late font swap moves the page (Lighthouse CLS). Other scripts load on demand (src/app/fonts.ts).
 */
const preloadLatinFonts = (): Plugin => ({
  name: 'academy-preload-latin-fonts',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      Object.keys(context.bundle ?? {})
        .filter((file) => /noto-sans-latin-(400|500|700)-normal-[\w-]+\.woff2$/.test(file))
        .map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const })),
  },
});

export default defineConfig({
  plugins: [
    // Message descriptors keep only their ids: the compiled catalogues carry every string (a test keeps all 12
    // complete), so `defaultMessage` and `description` are dead weight in the bundle (~5 KB gzip on the home route).
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    react(),
    vanillaExtractPlugin(),
    { ...optimizeLocales.vite({ locales: ARIA_LOCALES }), enforce: 'pre' },
    preloadLatinFonts(),
  ],
  resolve: {
    // Catalogs are compiled to ASTs ahead of time (scripts/compile-catalogs.mjs): the ICU parser need not ship.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  server: {
    port: 5173,
    // The API server (apps/server) during development.
    proxy: { '/api': 'http://localhost:3000', '/static': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // A font file inlined into its stylesheet is downloaded by every page that loads the sheet: the CJK subsets
    // (some under the 4 KB default limit) must stay files the browser fetches only for characters on the page.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // The server reads it to announce the home's chunks in the HTML (apps/server/src/http/assetManifest.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one file instead of a dozen shared
          // pieces (one request, one gzip stream; ~10 KB less on the home route). Lazy pages keep their own chunks.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The portal layout and the school home with everything they import: the first page of most visits
            // in one file, not a dozen small shared pieces (one gzip stream, one request). Other portal pages share it.
            { name: 'portal-home', test: /apps\/portal\/src\/(layouts\/PortalLayout|pages\/home\/HomePage)\.tsx$/, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
});
