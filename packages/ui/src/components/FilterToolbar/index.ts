export { FilterToolbar, type FilterToolbarProps } from './FilterToolbar.tsx';
