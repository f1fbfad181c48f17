import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { isolate } from '../../content/contentProps.ts';
import { followButtonMessages } from './FollowButton.messages.ts';

export type FollowButtonProps = {
  /** Does the signed-in user follow them now. */
  isFollowing: boolean;
  /** Follow when not following, unfollow when following; the page calls the server and passes the new state back. */
  onToggle: () => void;
  /** While the call runs: a spinner in the button, presses wait. */
  pending?: boolean;
  /** In a list of people, whom the button is about: screen readers hear “Follow Li Ming”, not a row of “Follow”. */
  name?: string;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Follow / Unfollow: the primary action while not following, a secondary one after (following is the state to
 * undo, not to repeat). The visible word is always part of the accessible name.
 */
export function FollowButton({ isFollowing, onToggle, pending = false, name, size = 'sm', className }: FollowButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage(isFollowing ? followButtonMessages.unfollow : followButtonMessages.follow);
  const named = name ? intl.formatMessage(isFollowing ? followButtonMessages.unfollowName : followButtonMessages.followName, { name: isolate(name) }) : undefined;
  return (
    <Button variant={isFollowing ? 'secondary' : 'primary'} size={size} isPending={pending} aria-label={named} onPress={onToggle} className={className} data-following={isFollowing}>
      {label}
    </Button>
  );
}
