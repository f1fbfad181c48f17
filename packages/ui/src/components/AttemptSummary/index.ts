export { AttemptSummary, type AttemptSummaryProps, type AttemptSummaryReview } from './AttemptSummary.tsx';
export { attemptSummaryMessages } from './AttemptSummary.messages.ts';
