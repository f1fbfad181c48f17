import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/index.ts';
import { linkMessages } from './Link.messages.ts';
import * as styles from './Link.css.ts';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> & {
  children: ReactNode;
  /** Opens in a new tab: says so to screen readers and shows an external icon (mirrored in RTL). */
  newTab?: boolean;
  /** Navigation style: inherits the colour, underline on hover. */
  quiet?: boolean;
  className?: string;
};

/**
 * A link. Internal paths navigate with the app's router (wrap the app in LinkRouterProvider); new-tab
 * links get `rel="noopener noreferrer"` and a hidden "(opens in a new tab)".
 */
export function Link({ children, newTab = false, quiet = false, className, ...props }: LinkProps) {
  const intl = useIntl();
  const classes = [styles.link, quiet && styles.quiet, newTab && styles.external, className].filter(Boolean).join(' ');
  return (
    <AriaLink {...props} className={classes} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab && (
        <>
          <Icon name="externalLink" size="sm" />
          <VisuallyHidden>{intl.formatMessage(linkMessages.newTab)}</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
}
