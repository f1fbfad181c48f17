export { ResourceCard, type ResourceCardProps, type ResourceCardLayout } from './ResourceCard.tsx';
export type { ResourceSummary } from './types.ts';
