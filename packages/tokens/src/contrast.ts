/** WCAG 2.x contrast maths on #rrggbb / #rrggbbaa colours. */

export type Rgba = { r: number; g: number; b: number; a: number };

export function parseHex(hex: string): Rgba {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb or #rrggbbaa colour: ${hex}`);
  const int = Number.parseInt(match[1]!, 16);
  return { r: (int >> 16) & 255, g: (int >> 8) & 255, b: int & 255, a: match[2] ? Number.parseInt(match[2], 16) / 255 : 1 };
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim());
}

/** A translucent colour seen over an opaque one. */
function over(top: Rgba, below: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: Rgba): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** Contrast ratio (1–21) of a foreground over a background; a translucent background is seen over white. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = over(parseHex(background), { r: 255, g: 255, b: 255, a: 1 });
  const fg = over(parseHex(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
