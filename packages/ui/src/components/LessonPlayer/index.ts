export { LessonPlayer, type LessonPlayerProps } from './LessonPlayer.tsx';
