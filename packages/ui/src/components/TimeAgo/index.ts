export { TimeAgo, type TimeAgoProps } from './TimeAgo.tsx';
