import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/index.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { PlainLink, type PlainLinkProps } from './PlainLink.tsx';
import { linkMessages } from './Link.messages.ts';
import * as styles from './Link.css.ts';

export type LinkProps = Omit<PlainLinkProps, 'className' | 'children' | 'target' | 'rel'> & {
  children: ReactNode;
  /** Opens in a new tab: says so to screen readers and shows an external icon (mirrored in RTL). */
  newTab?: boolean;
  /** Navigation style: inherits the colour, underline on hover. */
  quiet?: boolean;
  className?: string;
};

/**
 * A link: an <a> that navigates with the app's router (wrap the app in LinkRouterProvider); new-tab links get
 * `rel="noopener noreferrer"` and a hidden "(opens in a new tab)". Styled by the browser's own :hover and
 * :focus-visible, so a page of links costs no react-aria state (see PlainLink).
 */
export function Link({ children, newTab = false, quiet = false, className, ...props }: LinkProps) {
  const intl = useIntl();
  const classes = [styles.link, quiet && styles.quiet, newTab && styles.external, className].filter(Boolean).join(' ');
  return (
    <PlainLink {...props} className={classes} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab && (
        <>
          <Icon name="externalLink" size="sm" />
          {/* A space, so the name reads "Help (opens in a new tab)"; the flex layout drops it from the picture. */}
          {' '}
          <span className={visuallyHidden}>{intl.formatMessage(linkMessages.newTab)}</span>
        </>
      )}
    </PlainLink>
  );
}
