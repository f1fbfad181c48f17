export { NotificationList, type NotificationItem, type NotificationListProps } from './NotificationList.tsx';
export { notificationListMessages } from './NotificationList.messages.ts';
