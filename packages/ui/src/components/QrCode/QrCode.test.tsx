import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { renderInApp } from '../../test/render.tsx';
import { QrCode } from './QrCode.tsx';

/** Paints the rendered SVG's modules into pixels (jsdom has no canvas) and reads them back as a phone would. */
function decodeRendered(svg: Element): string | null {
  const modules = Number(svg.getAttribute('data-qr-modules'));
  const scale = 4;
  const width = modules * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('QrCode', () => {
  test('draws a code a reader decodes back to the address', async () => {
    const url = 'https://portal.example/login/qr?id=Zx3-9_abcdefghijklmnopqrstuvwxyzABCDEFGHIJK';
    await renderInApp(<QrCode value={url} label="Sign-in code" />);
    const image = screen.getByRole('img', { name: 'Sign-in code' });
    expect(decodeRendered(image)).toBe(url);
  });

  test('stays left to right on a right-to-left page (a mirrored code does not scan)', async () => {
    await renderInApp(<QrCode value="https://portal.example/" label="رمز" />, { locale: 'ar_SA' });
    expect(document.documentElement.dir === 'rtl' || document.querySelector('[dir="rtl"]')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'رمز' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  test('a different address draws a different code', async () => {
    const { rerender } = await renderInApp(<QrCode value="https://portal.example/a" label="code" />);
    const first = screen.getByRole('img').querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="https://portal.example/b" label="code" />);
    expect(screen.getByRole('img').querySelector('path')!.getAttribute('d')).not.toBe(first);
  });
});
