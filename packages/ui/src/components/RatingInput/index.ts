export { RatingInput, RATING_MAX, type RatingInputProps } from './RatingInput.tsx';
export { ratingInputMessages } from './RatingInput.messages.ts';
