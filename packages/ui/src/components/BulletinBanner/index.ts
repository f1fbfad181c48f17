export { BulletinBanner, type BulletinBannerProps } from './BulletinBanner.tsx';
export { renderBulletinHtml } from './sanitize.ts';
