import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Icon, type IconName } from '../Icon/index.ts';
import * as styles from './IconButton.css.ts';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'fullWidth'> & {
  icon: IconName;
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
};

export function IconButton({ icon, size = 'md', variant = 'quiet', className, ...props }: IconButtonProps) {
  return (
    <Button {...props} size={size} variant={variant} className={[styles.square[size], className].filter(Boolean).join(' ')}>
      <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
    </Button>
  );
}
