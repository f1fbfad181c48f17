import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { IconName } from '../Icon/index.ts';
import { iconButtonParts } from './iconButtonParts.tsx';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'fullWidth'> & {
  icon: IconName;
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
};

export function IconButton({ icon, size = 'md', variant = 'quiet', className, ...props }: IconButtonProps) {
  return <Button {...props} size={size} variant={variant} {...iconButtonParts(icon, size, className)} />;
}
