export { ShortAnswerMarking, type ShortAnswerMarkingItem, type ShortAnswerMarkingProps } from './ShortAnswerMarking.tsx';
export { shortAnswerMarkingMessages } from './ShortAnswerMarking.messages.ts';
