import { describe, expect, test } from 'vitest';
import { footerQrSource, isImageAddress } from './footerQr.ts';

const base = 'https://academy.example/portal/1000000000000000001';

describe('footerQrSource', () => {
  test('a picture stays a picture; a page address becomes a code, absolute', () => {
    expect(footerQrSource({ showName: 'App', url: '/static/covers/qr-app.svg' }, { lang: 'zh_CN', mobile: false, base })).toEqual({ kind: 'image', src: '/static/covers/qr-app.svg' });
    expect(footerQrSource({ showName: 'Mobile', url: '/m/portal/1000000000000000001' }, { lang: 'zh_CN', mobile: false, base })).toEqual({ kind: 'code', value: 'https://academy.example/m/portal/1000000000000000001' });
    expect(footerQrSource({ showName: 'Site', url: 'https://m.academy.example/?a=1' }, { lang: 'zh_CN', mobile: false, base })).toEqual({ kind: 'code', value: 'https://m.academy.example/?a=1' });
  });

  test('the English address outside Chinese, the mobile one on phones', () => {
    const entry = { showName: 'App', url: 'https://a.example/zh', urlEn: 'https://a.example/en', urlMobile: 'https://a.example/m.png' };
    expect(footerQrSource(entry, { lang: 'ar_SA', mobile: false, base })).toEqual({ kind: 'code', value: 'https://a.example/en' });
    expect(footerQrSource(entry, { lang: 'zh_CN', mobile: false, base })).toEqual({ kind: 'code', value: 'https://a.example/zh' });
    expect(footerQrSource(entry, { lang: 'zh_CN', mobile: true, base })).toEqual({ kind: 'image', src: 'https://a.example/m.png' });
  });

  test('image addresses', () => {
    expect(['data:image/png;base64,AA', '/a/b.PNG', 'https://x.example/q.jpeg?v=2', '/qr.webp#x'].map(isImageAddress)).toEqual([true, true, true, true]);
    expect(['/m/portal/1', 'https://x.example/png', 'https://x.example/app?file=a.png&x=1'].map(isImageAddress)).toEqual([false, false, false]);
  });
});
