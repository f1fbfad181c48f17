export { ChromeBanner, type ChromeBannerProps } from './ChromeBanner.tsx';
export { useChromeBanner, CHROME_BANNER_KEY } from './useChromeBanner.ts';
