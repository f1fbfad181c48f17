export { Grid, type GridProps, type GridColumns } from './Grid.tsx';
