export { StatTile, type StatTileProps } from './StatTile.tsx';
