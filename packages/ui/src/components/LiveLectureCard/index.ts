export { LiveLectureCard, LiveLectureList, type LiveLectureCardProps, type LiveLectureListProps, type LiveLectureState } from './LiveLectureCard.tsx';
export { liveLectureCardMessages } from './LiveLectureCard.messages.ts';
