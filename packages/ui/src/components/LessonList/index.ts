export { LessonList, type LessonListProps } from './LessonList.tsx';
