import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar/index.ts';
import { Badge } from '../Badge/index.ts';
import { Link } from '../Link/index.ts';
import { contentProps } from '../../content/contentProps.ts';
import { personCardMessages } from './PersonCard.messages.ts';
import * as styles from './PersonCard.css.ts';

export type PersonCardProps = {
  /** The display name as the server gives it (real name → nickname → masked mobile → masked e-mail). */
  name: string;
  /** Their photo; the initials of the name show instead when there is none or it fails to load. */
  avatarUrl?: string | null;
  /** Their personal space. */
  href: string;
  /** A line under the name (when they followed, their role…), in the page's direction. */
  meta?: ReactNode;
  /** The signed-in user's own row: a “You” badge instead of the action. */
  isSelf?: boolean;
  /** Usually a FollowButton. */
  action?: ReactNode;
  /** An extra class on the row's outer box (its place in a list). */
  className?: string;
};

/**
 * A person in a list (followers, following, a school's followers): avatar, name linking to their space, one line
 * of detail and an action at the line's end. The name keeps its own direction and is cut to one line.
 */
export function PersonCard({ name, avatarUrl, href, meta, isSelf = false, action, className }: PersonCardProps) {
  const intl = useIntl();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Avatar user={{ realName: name }} src={avatarUrl} decorative />
      <div className={styles.body}>
        <Link quiet href={href} className={styles.name}>
          <span {...contentProps(null, { lines: 1 })}>{name}</span>
        </Link>
        {meta && <span className={styles.meta}>{meta}</span>}
      </div>
      {isSelf ? <Badge>{intl.formatMessage(personCardMessages.you)}</Badge> : action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
