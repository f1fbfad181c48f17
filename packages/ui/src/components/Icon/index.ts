export { Icon, type IconProps } from './Icon.tsx';
export { icons, type IconName } from './icons.ts';
