export { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
export { notificationBellMessages } from './NotificationBell.messages.ts';
