// Writes apps/portal/src/app/cjk-placeholder.ttf, the metrics-only CJK placeholder font (decision 0015), from
// cjkPlaceholderFont.ts. The portal inlines the file (~1 KB); its test fails when the file is stale.
// Run: npx tsx scripts/build-cjk-placeholder-font.ts
import { writeFileSync } from 'node:fs';
import { cjkPlaceholderFont } from '../apps/portal/src/app/cjkPlaceholderFont.ts';

writeFileSync(new URL('../apps/portal/src/app/cjk-placeholder.ttf', import.meta.url), cjkPlaceholderFont());
