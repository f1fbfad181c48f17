export { PersonCard, type PersonCardProps } from './PersonCard.tsx';
export { personCardMessages } from './PersonCard.messages.ts';
