export { StatusBadge, type StatusBadgeProps, type EventStatus, type StatusTone } from './StatusBadge.tsx';
export { statusBadgeMessages } from './StatusBadge.messages.ts';
