export { BulletinBanner, type BulletinBannerProps } from './BulletinBanner.tsx';
export { sanitizeBulletinHtml } from './sanitize.ts';
