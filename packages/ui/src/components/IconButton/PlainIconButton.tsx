import { PlainButton, type PlainButtonProps } from '../Button/PlainButton.tsx';
import type { IconName } from '../Icon/index.ts';
import { iconButtonParts } from './iconButtonParts.tsx';

export type PlainIconButtonProps = Omit<PlainButtonProps, 'children' | 'aria-label' | 'fullWidth'> & {
  icon: IconName;
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
};

/** IconButton's look on a native <button> (see PlainButton): for a banner's close and the tool sidebar. */
export function PlainIconButton({ icon, size = 'md', variant = 'quiet', className, ...props }: PlainIconButtonProps) {
  return <PlainButton {...props} size={size} variant={variant} {...iconButtonParts(icon, size, className)} />;
}
