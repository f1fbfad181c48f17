#!/usr/bin/env node
// Style rules no general linter knows:
//  1. .css.ts files use logical properties only (RTL): no left/right/top/bottom, margin-left, padding-right,
//     text-align: left, width/height (use inlineSize/blockSize), … and no literal lengths (theme variables only).
//  2. No colour literals outside tokens/: components read colours from the theme contract.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCE_DIRS = ['packages', 'apps', '.storybook', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'compiled', '__screenshots__', 'storybook-static', 'public']);
const SKIP_FILES = [/\.test\.tsx?$/, /tokens\.generated\.ts$/, /\.d\.ts$/];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !SKIP_FILES.some((re) => re.test(name))) yield path;
  }
}

const PHYSICAL = String.raw`(?:margin|padding|border|inset|scrollMargin|scrollPadding|overscrollBehavior)(?:Left|Right|Top|Bottom)\w*|border(?:Top|Bottom)(?:Left|Right)Radius|left|right|top|bottom|(?:min|max)?(?:Width|Height)|width|height`;
const cssRules = [
  { re: new RegExp(String.raw`(?:^|[\s{,])(${PHYSICAL})\s*:`, 'g'), why: (m) => `physical property "${m[1]}": use the logical one (…InlineStart/End, …BlockStart/End, inset…, inlineSize/blockSize)` },
  { re: /['"`][^'"`]*\b((?:margin|padding|border)-(?:left|right|top|bottom)|(?:^|[\s;])(?:left|right|width|height)\s*:)/g, why: (m) => `physical property "${m[1].trim()}" in a CSS string` },
  { re: /\b(textAlign|float|clear)\s*:\s*['"](left|right)['"]/g, why: (m) => `${m[1]}: '${m[2]}': use 'start' or 'end'` },
  { re: /['"`][^'"`\n]*?(?<![\w-])(-?\d*\.?\d+(?:px|rem|em))\b/g, why: (m) => `literal length ${m[1]}: use a theme variable (vars.space.*, vars.size.*)` },
];
const NAMED = 'white|black|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|gold|navy|teal|maroon|olive|lime|aqua|fuchsia';
const colourRules = [
  { re: /['"`][^'"`\n]*?(#[0-9a-fA-F]{3,8})\b/g, why: (m) => `colour literal ${m[1]}: colours come from tokens/ through the theme contract` },
  { re: /\b((?:rgba?|hsla?|oklch|oklab|lab|lch|hwb)\()/g, why: (m) => `colour function ${m[1]}…): colours come from tokens/` },
  { re: new RegExp(String.raw`(?:color|background|backgroundColor|fill|stroke|borderColor|outlineColor)\s*:\s*['"](${NAMED})['"]`, 'g'), why: (m) => `named colour '${m[1]}': colours come from tokens/` },
];

/** Problems in one file's text; `.css.ts` files get the logical-property and length rules too. */
export function lintSource(rel, text) {
  const problems = [];
  const rules = [...(rel.endsWith('.css.ts') ? cssRules : []), ...colourRules];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line) || line.includes('lint-styles-ignore')) return;
    for (const { re, why } of rules) {
      for (const match of line.matchAll(re)) problems.push(`${rel}:${index + 1}  ${why(match)}`);
    }
  });
  return problems;
}

function lintTree() {
  const problems = [];
  for (const dir of SOURCE_DIRS) {
    let files;
    try {
      files = [...walk(join(root, dir))];
    } catch {
      continue;
    }
    for (const file of files) problems.push(...lintSource(relative(root, file), readFileSync(file, 'utf8')));
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = lintTree();
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\nlint-styles: ${problems.length} problem(s). Logical properties and theme variables only; colours live in tokens/.`);
    process.exit(1);
  }
  console.log('lint-styles: logical properties and theme variables only, no colour literals outside tokens/');
}
