export { Button, type ButtonProps } from './Button.tsx';
export { PlainButton, type PlainButtonProps } from './PlainButton.tsx';
export { ProgressCircle } from './ProgressCircle.tsx';
