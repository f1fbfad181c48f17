import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import { renderInApp } from '../../test/render.tsx';
import { Footer, type FooterConfigData } from './Footer.tsx';

/** Paints the drawn code's modules into pixels (jsdom has no canvas) and reads them back as a phone would. */
function decode(svg: Element): string | null {
  const modules = Number(svg.getAttribute('data-qr-modules'));
  const scale = 4;
  const width = modules * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.querySelector('path')!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) pixels.fill(0, ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4, ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4 + 3);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

const config = (footerQrCodes: FooterConfigData['footerQrCodes']): FooterConfigData => ({
  templates: [{ type: 2, isUsed: true }],
  copyright: {},
  footerNavigations: [],
  footerQrCodes,
  showVersion: false,
});

/** The drawn code: until its drawing code has loaded, a box of the same name stands in for it. */
const drawn = (name: RegExp) =>
  waitFor(() => {
    const element = screen.getByRole('img', { name });
    if (!element.querySelector('path')) throw new Error('not drawn yet');
    return element;
  });

describe('Footer QR codes', () => {
  test('an entry whose address is a page shows a code a phone reads back to that page, made absolute', async () => {
    await renderInApp(<Footer config={config([{ showName: 'Mobile portal', url: '/m/portal/1000000000000000001' }])} lang="zh_CN" onFeedback={() => {}} onCookieSettings={() => {}} />);
    expect(decode(await drawn(/Mobile portal/))).toBe(new URL('/m/portal/1000000000000000001', document.baseURI).href);
  });

  test('outside Chinese the English address is drawn; a picture entry stays a picture', async () => {
    const entries = [
      { showName: 'Portal', url: 'https://academy.example/zh', urlEn: 'https://academy.example/en' },
      { showName: 'App', url: '/static/covers/qr-app.svg' },
    ];
    await renderInApp(<Footer config={config(entries)} lang="en_US" onFeedback={() => {}} onCookieSettings={() => {}} />);
    expect(decode(await drawn(/Portal/))).toBe('https://academy.example/en');
    expect(screen.getByRole('img', { name: /App/ })).toHaveAttribute('src', '/static/covers/qr-app.svg');
  });
});
