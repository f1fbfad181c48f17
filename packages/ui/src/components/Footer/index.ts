export { Footer, type FooterProps, type FooterConfigData, type FooterNavigation, type FooterLinkType } from './Footer.tsx';
