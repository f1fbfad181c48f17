export { ExamTimer, type ExamTimerProps } from './ExamTimer.tsx';
export { examTimerMessages } from './ExamTimer.messages.ts';
