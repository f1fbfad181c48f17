export { PreviewMask, type PreviewMaskProps } from './PreviewMask.tsx';
