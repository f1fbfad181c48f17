import { Icon, type IconName } from '../Icon/index.ts';
import type { ButtonVariants } from '../Button/Button.css.ts';
import * as styles from './IconButton.css.ts';

type Size = NonNullable<ButtonVariants['size']>;

/** What makes a button an icon button, on either kind of button: a square of its size and an icon to match. */
export const iconButtonParts = (icon: IconName, size: Size, className: string | undefined) => ({
  className: [styles.square[size], className].filter(Boolean).join(' '),
  children: <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />,
});
