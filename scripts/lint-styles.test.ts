// @vitest-environment node
import { describe, expect, test } from 'vitest';
// @ts-expect-error -- plain ESM script, no types
import { lintSource } from './lint-styles.mjs';

const css = (body: string) => lintSource('packages/ui/src/components/X/X.css.ts', body) as string[];

describe('lint-styles', () => {
  test.each([
    ["style({ marginLeft: vars.space.sm })", 'marginLeft'],
    ["style({ paddingRight: vars.space.sm })", 'paddingRight'],
    ["style({ left: 0 })", 'left'],
    ["style({ width: '100%' })", 'width'],
    ["style({ borderTopLeftRadius: vars.radius.md })", 'borderTopLeftRadius'],
    ["style({ textAlign: 'left' })", "textAlign: 'left'"],
    ["globalStyle('a', { selectors: {}, margin: 'x' }); const raw = 'margin-left: 4px';", 'margin-left'],
  ])('rejects a physical property: %s', (source, needle) => {
    expect(css(source).join('\n')).toContain(needle);
  });

  test('rejects literal lengths and colours in components', () => {
    expect(css("style({ gap: '12px' })").join()).toContain('literal length 12px');
    expect(css("style({ color: '#ff0000' })").join()).toContain('colour literal #ff0000');
    expect(css("style({ color: 'rgb(0 0 0)' })").join()).toContain('colour function rgb(');
    expect(css("style({ backgroundColor: 'white' })").join()).toContain("named colour 'white'");
    expect(lintSource('apps/portal/src/Page.tsx', "<div style={{ color: '#123' }} />").join()).toContain('#123');
  });

  test('accepts logical properties, theme variables and keywords', () => {
    expect(
      css(`style({ marginInlineStart: vars.space.sm, paddingBlock: vars.space.md, insetInlineEnd: 0, inlineSize: '100%',
        textAlign: 'start', borderColor: 'transparent', color: 'currentColor', transform: \`translateY(\${vars.size.border.thin})\` })`),
    ).toEqual([]);
  });
});
