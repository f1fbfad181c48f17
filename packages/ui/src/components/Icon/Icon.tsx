import { icons, type IconName } from './icons.ts';
import * as styles from './Icon.css.ts';

export type IconProps = {
  name: IconName;
  size?: keyof typeof styles.size;
  /** A label makes the icon an image for screen readers; without one it is decoration. */
  label?: string;
  className?: string;
};

export function Icon({ name, size = 'md', label, className }: IconProps) {
  const { path, bidirectional } = icons[name];
  const classes = [styles.icon, styles.size[size], bidirectional && styles.mirrored, className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false" data-icon={name}>
      <path d={path} />
    </svg>
  );
}
