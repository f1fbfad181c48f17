export { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
export { followButtonMessages } from './FollowButton.messages.ts';
