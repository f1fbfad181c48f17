export { CheckInCard, type CheckInCardProps, type CheckInState } from './CheckInCard.tsx';
export { checkInCardMessages } from './CheckInCard.messages.ts';
