export { Banner, type BannerProps, type BannerTone } from './Banner.tsx';
