export { ProgressBar, type ProgressBarProps, type ProgressLabelProps } from './ProgressBar.tsx';
export { ProgressRing, type ProgressRingProps } from './ProgressRing.tsx';
export type { ProgressTone } from './progressValue.ts';
