export { Button, type ButtonProps } from './Button.tsx';
export { ProgressCircle } from './ProgressCircle.tsx';
