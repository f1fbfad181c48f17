export { EnrolButton, type EnrolButtonProps, type EnrolState } from './EnrolButton.tsx';
export { enrolButtonMessages } from './EnrolButton.messages.ts';
