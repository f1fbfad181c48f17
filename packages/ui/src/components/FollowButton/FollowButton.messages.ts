import { defineMessages } from 'react-intl';

export const followButtonMessages = defineMessages<{ follow: Record<string, never>; unfollow: Record<string, never>; followName: { name: string }; unfollowName: { name: string } }>({
  follow: { id: 'ui.followButton.follow', defaultMessage: 'Follow', description: 'Button: start following a person or a school.' },
  unfollow: { id: 'ui.followButton.unfollow', defaultMessage: 'Unfollow', description: 'Button: stop following a person or a school.' },
  followName: { id: 'ui.followButton.followName', defaultMessage: 'Follow {name}', description: 'Accessible name of the follow button in a row of people; must contain the visible “Follow”.' },
  unfollowName: { id: 'ui.followButton.unfollowName', defaultMessage: 'Unfollow {name}', description: 'Accessible name of the unfollow button in a row of people; must contain the visible “Unfollow”.' },
});
