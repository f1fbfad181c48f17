// Test files found by what they say in their first lines: the test run and the vitest config both ask.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'compiled', 'storybook-static', 'test-results']);

/** Every file under `folder` whose name ends with one of `endings` and whose first `head` characters match `pattern`. */
export function testFilesSaying(folder, pattern, { endings = ['.test.ts', '.test.tsx'], head = 400 } = {}) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFilesSaying(path, pattern, { endings, head });
    return endings.some((ending) => entry.name.endsWith(ending)) && pattern.test(readFileSync(path, 'utf8').slice(0, head)) ? [path] : [];
  });
}
