// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES } from '@academy/rules';

const root = join(import.meta.dirname, '../../..');
const catalogDir = join(root, 'packages/i18n/catalogs');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(join(catalogDir, file), 'utf8'));
const english = read('en_US.json');
const sameAsEnglish: Record<string, string[]> = read('same-as-english.json') as unknown as Record<string, string[]>;

/** Argument names and tags a message uses: a translation must use the same ones. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

/** The words of a message without its ICU arguments ("{count}/{max}" has none to translate). */
function literalText(message: string): string {
  const collect = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if ('options' in element) return Object.values(element.options).map((option) => collect(option.value)).join(' ');
        if ('children' in element) return collect(element.children);
        return '';
      })
      .join(' ');
  return collect(parse(message));
}

describe('message catalogs', () => {
  test('en_US.json is exactly what the source code declares (run npm run i18n:extract)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en_US.json');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const command = pkg.scripts['i18n:extract'].replace('packages/i18n/catalogs/en_US.json', out);
    execFileSync('sh', ['-c', `npx ${command}`], { cwd: root, stdio: 'pipe' });
    expect(Object.keys(english).sort()).toEqual(Object.keys(JSON.parse(readFileSync(out, 'utf8'))).sort());
    expect(english).toEqual(JSON.parse(readFileSync(out, 'utf8')));
  }, 30_000);

  describe.each(LOCALE_CODES.filter((code) => code !== 'en_US'))('%s', (code) => {
    const catalog = read(`${code}.json`);

    test('has every key of en_US and no other', () => {
      const missing = Object.keys(english).filter((id) => !(id in catalog));
      const extra = Object.keys(catalog).filter((id) => !(id in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    test('every message is valid ICU and uses the same arguments as English', () => {
      for (const [id, message] of Object.entries(catalog)) {
        const expected = [...argumentsOf(parse(english[id] ?? ''))].sort();
        expect([...argumentsOf(parse(message))].sort(), `${code} ${id}`).toEqual(expected);
      }
    });

    test('is translated: no English copies except the listed loanwords and names', () => {
      const allowed = new Set(sameAsEnglish[code] ?? []);
      const copies = Object.keys(catalog).filter((id) => catalog[id] === english[id] && /[A-Za-z]{2}/.test(literalText(english[id] ?? '')) && !allowed.has(id));
      expect(copies).toEqual([]);
    });

    // In a right-to-left sentence the neutral "://" of a bare scheme takes the sentence's direction: "يبدأ بـ https://"
    // showed as "//:https". A left-to-right mark after it keeps it in its Latin order (as the editor's messages do).
    test.runIf(code === 'ar_SA')('a bare https:// is followed by a left-to-right mark', () => {
      const reversed = Object.keys(catalog).filter((id) => /https?:\/\/(?![\u200eA-Za-z0-9])/.test(catalog[id] ?? ''));
      expect(reversed).toEqual([]);
    });
  });
});
