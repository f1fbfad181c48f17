export { ConsentCard, type ConsentCardProps } from './ConsentCard.tsx';
