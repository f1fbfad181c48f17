import type { Hono } from 'hono';
import { primitiveTokens } from '@academy/tokens';
import type { AppEnv } from '../http/context.ts';

// Demo cover art drawn on the fly from the primitive palette: no binary assets in the repository.
const colour = (path: string) => primitiveTokens.find((token) => token.path === path)!.value;
const PALETTE = ['blue', 'green', 'red', 'amber'].flatMap((hue) => [
  [colour(`color.${hue}.700`), colour(`color.${hue}.300`)],
  [colour(`color.${hue}.600`), colour(`color.${hue}.400`)],
]);
const WHITE = colour('color.neutral.0');
const GLYPHS = ['∑', '⚛', '✎', '♫', '⌘', '☼', '✦', 'π', '∞', '⚙'];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return Math.abs(value);
}

export function coverRoutes(app: Hono<AppEnv>) {
  app.get('/static/covers/:name', (c) => {
    const name = c.req.param('name').replace(/\.svg$/, '');
    if (!/^[\w-]{1,64}$/.test(name)) return c.notFound();
    const seed = hash(name);
    const [from, to] = PALETTE[seed % PALETTE.length]!;
    const glyph = GLYPHS[seed % GLYPHS.length]!;
    const tall = name.startsWith('video');
    const [w, h] = tall ? [360, 640] : name.startsWith('banner') ? [1200, 360] : [640, 360];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.42}" fill="${WHITE}" fill-opacity="0.12"/><text x="${w * 0.12}" y="${h * 0.72}" font-size="${h * 0.42}" font-family="serif" fill="${WHITE}" fill-opacity="0.85">${glyph}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
  });
}
