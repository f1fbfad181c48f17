export { O3CardTile, type O3CardTileProps } from './O3CardTile.tsx';
export { o3CardMessages, O3_KIND_LABELS, O3_CATEGORY_LABELS } from './O3CardTile.messages.ts';
export type { O3CardSummary, O3CardKind, O3Category, O3CardFocus } from './types.ts';
