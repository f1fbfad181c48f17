export { CardSection, type CardSectionProps, type CardKind } from './CardSection.tsx';
